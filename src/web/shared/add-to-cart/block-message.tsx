import { Link, useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Product } from '@/api/inventory';
import { USER_MESSAGES, type User } from '@/api/user';
import type { AddToCartBlock } from '@/domain/add-to-cart-gate';
import { USAGE_LABEL, type UsageType } from '@/domain/usage-type';
import { verifyPhonePath } from '@/web/shared/account/account-paths';
import { openStoreChooser } from '@/web/shared/startup/store-chooser/store-chooser-state';
import { AppLink } from '@/web/ui/app-link';
import { Button, button } from '@/web/ui/button';
import { contactProblem } from './add-to-cart-facts';
import { noticeBox, noticeText } from './add-to-cart-styles';
import { LoginPrompt } from './login-prompt';

/** The blocks the shopper can get past from the area itself: the picker stays, Add asks first. */
export type ConfirmableBlock = Extract<AddToCartBlock, { reason: 'needs-medical-association' | 'cart-at-other-store' }>;
export type FinalBlock = Exclude<AddToCartBlock, ConfirmableBlock>;

export function isConfirmable(block: AddToCartBlock): block is ConfirmableBlock {
  return block.reason === 'needs-medical-association' || block.reason === 'cart-at-other-store';
}

export const OTHER_STORE_MESSAGE = (city: string) => `This item is sold at our ${city} store. Change your store to add it to your cart.`;
export const OTHER_USAGE_MESSAGE = (item: UsageType, shopping: UsageType) =>
  `This item is for ${USAGE_LABEL[item]} customers, but you're shopping ${USAGE_LABEL[shopping]}. Change your store or usage type to add it.`;

interface BlockMessageProps {
  block: FinalBlock;
  product: Pick<Product, 'usage_type' | 'store'>;
  usage: UsageType;
  user: User | undefined;
}

function Notice({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <div className={noticeBox} role="status">
      <p className={noticeText}>{text}</p>
      {children}
    </div>
  );
}

/** Part 1 §8: store and usage mismatch prompts carry a change-store link (the store chooser). */
function ChangeStore() {
  return (
    <Button variant="link" onClick={openStoreChooser} aria-haspopup="dialog">
      Change store
    </Button>
  );
}

const linkLook = button({ variant: 'link' });

/** The contact-method prompt, or the phone (re-)verification prompt when text is the method (part 1 §8). */
function ContactPrompt({ user, fallback }: { user: User | undefined; fallback: string }) {
  const { pathname } = useLocation();
  const problem = user ? contactProblem(user) : 'none';
  if (problem === 'reverify-phone' || problem === 'verify-phone') {
    return (
      <Notice text={problem === 'reverify-phone' ? USER_MESSAGES.phoneReverify : USER_MESSAGES.phoneNotVerified}>
        <AppLink to={verifyPhonePath(pathname)} className={linkLook}>
          {problem === 'reverify-phone' ? 'Re-verify your phone' : 'Verify your phone'}
        </AppLink>
      </Notice>
    );
  }
  return (
    <Notice text={fallback}>
      <AppLink to="/account/transactional" className={linkLook}>
        Set a contact method
      </AppLink>
    </Notice>
  );
}

/** The one message of a block that stops adding (part 1 §4 checks 1-15), with what to do next. */
export function BlockMessage({ block, product, usage, user }: BlockMessageProps) {
  switch (block.reason) {
    case 'not-logged-in':
      return <LoginPrompt />;
    case 'needs-medical-card':
    case 'card-from-other-state':
      return (
        <Notice text={block.message}>
          <Link to="/account" hash="med-card-title" className={linkLook}>
            {block.reason === 'needs-medical-card' ? 'Add a medical card' : 'Replace your medical card'}
          </Link>
        </Notice>
      );
    case 'no-contact-method':
      return <ContactPrompt user={user} fallback={block.message} />;
    case 'product-at-other-store':
      return (
        <Notice text={OTHER_STORE_MESSAGE(product.store.city)}>
          <ChangeStore />
        </Notice>
      );
    case 'product-other-usage':
      return (
        <Notice text={OTHER_USAGE_MESSAGE(product.usage_type, usage)}>
          <ChangeStore />
        </Notice>
      );
    case 'order-for-other-usage':
      return (
        <Notice text={block.message}>
          <ChangeStore />
        </Notice>
      );
    default:
      return <Notice text={block.message} />;
  }
}

import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import type { Store } from '@/api/store';
import { canOrderUsage, storeDisplayName } from '@/domain/store-ordering';
import { USAGE_LABEL, USAGE_TYPES, type UsageType } from '@/domain/usage-type';
import { DirectionsIcon, MailIcon, PhoneIcon } from '@/web/ui/icons';
import { phoneHref } from '@/web/shared/startup/store-chooser/store-status';
import { track } from '@/web/data/analytics';
import { Button, button } from '@/web/ui/button';
import { directionsUrl } from './directions';

/** What /contact receives as navigation state (part 1 §2 route table: "The store is passed along"). */
export interface ContactNavigationState {
  storeId: number;
  storeSlug: string;
}

/** 'Shop Medical' / 'Shop Adult Use' for each usage type that can order here (part 1 §2 store page). */
export function ShopButtons({ store, onShop }: { store: Store; onShop: (store: Store, usage: UsageType) => void }) {
  const usages = USAGE_TYPES.filter((usage) => canOrderUsage(store, usage));
  if (usages.length === 0) return null;
  return (
    <div className={css({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))', gap: '3', maxW: '480px' })}>
      {usages.map((usage, index) => (
        <Button key={usage} size="lg" variant={index === 0 ? 'solid' : 'outline'} onClick={() => onShop(store, usage)}>
          Shop {USAGE_LABEL[usage]}
        </Button>
      ))}
    </div>
  );
}

const contactLink = button({ variant: 'ghost', size: 'sm' });

/** Phone (tel:), Get Directions and Contact Us (part 1 §2 store page). */
export function ContactLinks({ store, directionsLink }: { store: Store; directionsLink: string | undefined }) {
  const state: ContactNavigationState = { storeId: store.id, storeSlug: store.store_slug };
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '1', mx: '-3', '& svg': { color: 'brand' } })}>
      {store.phone && (
        <a href={phoneHref(store.phone)} className={contactLink} onClick={() => void track('Clicked Phone Number', { store: store.store_slug })}>
          <PhoneIcon /> {store.phone}
        </a>
      )}
      <a
        href={directionsUrl(store, directionsLink)}
        target="_blank"
        rel="noopener noreferrer"
        className={contactLink}
        onClick={() => void track('Clicked Get Directions', { store: store.store_slug })}
      >
        <DirectionsIcon /> Get Directions<span className={css({ srOnly: true })}> to {storeDisplayName(store)} (opens in a new tab)</span>
      </a>
      {/* /contact reads the store from navigation state; the route may arrive later than this link. */}
      <Link to={'/contact' as never} state={state as never} className={contactLink}>
        <MailIcon /> Contact Us
      </Link>
    </div>
  );
}

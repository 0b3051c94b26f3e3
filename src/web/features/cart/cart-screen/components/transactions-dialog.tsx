import type { User } from '@/api/user';
import { TRANSACTIONAL_PATH } from '@/web/shared/account/account-paths';
import { preferenceOf } from '@/web/shared/account/contact-preferences';
import { AppLink } from '@/web/ui/app-link';
import { button } from '@/web/ui/button';
import { DialogShell } from '@/web/ui/dialog';

export const TRANSACTIONS_TITLE = 'Just one thing...';
export const TRANSACTIONS_TEXT = 'Before you can place an order, choose how you would like to receive order notifications (email or text message).';

/**
 * Transactions are enabled once a customer chose email or text for order notifications; portal
 * users are never stopped (part 2 §2 /cart, §4 Contact preferences: None disables online ordering).
 */
export function transactionsEnabled(user: Pick<User, 'is_portal_user' | 'opt_preferences'>): boolean {
  if (user.is_portal_user) return true;
  const optIn = preferenceOf(user, 'transaction')?.opt_in;
  return optIn !== undefined && optIn !== 'none';
}

/**
 * The 'Just one thing...' popup (part 1 §2, part 2 §2 /cart): the cart cannot be checked out until
 * the shopper chooses how to be notified; it leads to /account/transactional or back to the menu.
 */
export function TransactionsDialog({ open }: { open: boolean }) {
  return (
    <DialogShell
      open={open}
      role="alertdialog"
      size="sm"
      title={TRANSACTIONS_TITLE}
      hideCloseButton
      closeOnEscape={false}
      closeOnInteractOutside={false}
      footer={
        <>
          <AppLink to="/shop" className={button({ variant: 'outline' })}>
            Keep Shopping
          </AppLink>
          <AppLink to={TRANSACTIONAL_PATH} className={button()}>
            Choose Notifications
          </AppLink>
        </>
      }
    >
      <p>{TRANSACTIONS_TEXT}</p>
    </DialogShell>
  );
}

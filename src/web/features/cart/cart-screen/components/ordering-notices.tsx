import { css } from 'styled-system/css';
import type { Store } from '@/api/store';
import { todaysDateLabel } from '@/domain/store-week';
import { ORDERING_PAUSED_MESSAGE, storeDisplayName, TEMP_CLOSED_FOLLOW_UP, temporaryClosureNotice, usageAvailability } from '@/domain/store-ordering';
import { USAGE_LABEL, usagePrefix, type UsageType } from '@/domain/usage-type';
import { Notice } from '@/web/ui/notice';
import { useNow } from '@/web/ui/hooks/use-now';

/** Said under the pause when the cart may still be filled (part 2 §8 Ordering and checkout). */
export const KEEP_ADDING_MESSAGE = "You can still add items to your cart while you wait, so you're ready once the ability to checkout resumes.";

/**
 * Why the store cannot take this order now (part 2 §8 Ordering and checkout; part 1 §8): ordering
 * paused ('Online ordering will reopen again soon.', plus the keep-adding note while carts are
 * allowed), or the temporary closure notice for today in the store's time zone.
 */
export function OrderingNotices({ store, usage }: { store: Store; usage: UsageType }) {
  const now = useNow();
  const availability = usageAvailability(store, usage);
  if (availability === 'ordering-off') {
    const cartsAllowed = !store[`is_${usagePrefix(usage)}_carts_disabled`];
    return (
      <Notice tone="warning">
        <p className={css({ fontWeight: 'semibold' })}>{ORDERING_PAUSED_MESSAGE}</p>
        {cartsAllowed && <p>{KEEP_ADDING_MESSAGE}</p>}
      </Notice>
    );
  }
  const closure = availability === 'temporarily-closed' ? temporaryClosureNotice(store, todaysDateLabel(store, now)) : undefined;
  if (!closure) return null;
  return (
    <Notice tone="warning">
      <p className={css({ fontWeight: 'semibold' })}>{closure}.</p>
      <p>{TEMP_CLOSED_FOLLOW_UP}</p>
    </Notice>
  );
}

/**
 * The cart belongs to another store or usage type than the one being browsed: the order completes
 * where it was started (part 2 §8 Ordering and checkout; the spec does not give the wording).
 */
export function cartElsewhereMessage(store: Store, usage: UsageType): string {
  return `This cart was started at ${storeDisplayName(store)} for ${USAGE_LABEL[usage]}; your order will be placed there.`;
}

import type { Cart } from '@/api/cart';
import { dateTimeFormat, formatWindow, validDate } from '@/web/shared/orders/order-format';

type ReadyFacts = Pick<Cart, 'status' | 'order_type' | 'checkin' | 'submitted_on' | 'delivery_start_time' | 'delivery_end_time' | 'store'>;

/** What the confirmation says about when the order will be ready, with its label. */
export interface ExpectedReady {
  label: string;
  text: string;
}

/** '2:46 PM CST': a time of day in the store's time zone, named. */
const storeTime = (date: Date, timeZone: string) => dateTimeFormat({ hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }, timeZone).format(date);

/**
 * When the shopper may expect the order: a delivery's chosen window; for a pickup, the time it was
 * placed plus the store's current wait (part 1 §7 wait times); for a check-in order, the wait after
 * checking in. Undefined when there is nothing honest to say (no wait figure, no window).
 */
export function expectedReady(order: ReadyFacts, waitMinutes: number | undefined): ExpectedReady | undefined {
  const { store } = order;
  if (order.order_type === 'delivery') {
    const window = formatWindow(order.delivery_start_time, order.delivery_end_time, store.timezone);
    return window ? { label: 'Delivery window', text: window } : undefined;
  }
  if (waitMinutes === undefined) return undefined;
  const wait = `about ${waitMinutes} min`;
  if (order.status === 'awaiting_checkin') return { label: 'Expected ready', text: `About ${waitMinutes} min after you check in` };
  const placed = validDate(order.submitted_on);
  if (!placed) return { label: 'Expected ready', text: `In ${wait}` };
  const ready = new Date(placed.getTime() + waitMinutes * 60_000);
  return { label: 'Expected ready', text: `Around ${storeTime(ready, store.timezone)} (the store's wait is ${wait})` };
}

import type { Cart } from '@/api/cart';
import { DEFAULT_STORE_TIMEZONE } from '@/domain/constants';
import type { LabelContext } from '@/domain/order-status';

/** The shopper-facing order number. Orders have no separate number: the cart id is it. */
export const orderNumber = (id: number) => `#${id}`;

/** A formatter in the store's time zone (or the spec's default when the browser does not know it). */
export function dateTimeFormat(options: Intl.DateTimeFormatOptions, timeZone: string | undefined): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone });
  } catch {
    // A store row with a time zone the browser does not know: the spec's default (part 2 §9).
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone: DEFAULT_STORE_TIMEZONE });
  }
}

export const validDate = (iso: string | null | undefined) => {
  const date = iso ? new Date(iso) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
};

/** 'Nov 21, 2026, 1:26 PM EST': a moment read in the store's time zone, named, so it is never ambiguous. */
export function formatStoreDateTime(iso: string | null | undefined, timeZone: string): string {
  const date = validDate(iso);
  if (!date) return '';
  return dateTimeFormat({ month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }, timeZone).format(date);
}

/** 'Nov 21, 2026' for the history cards, in the store's time zone. */
export function formatOrderDate(iso: string | null | undefined, timeZone: string): string {
  const date = validDate(iso);
  return date ? dateTimeFormat({ month: 'short', day: 'numeric', year: 'numeric' }, timeZone).format(date) : '';
}

/** 'Nov 21, 2:00 PM – 4:00 PM EST': a delivery window in the store's time zone. */
export function formatWindow(start: string | null, end: string | null, timeZone: string): string {
  const from = validDate(start);
  const to = validDate(end);
  if (!from || !to) return '';
  const day = dateTimeFormat({ month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }, timeZone).format(from);
  const until = dateTimeFormat({ hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }, timeZone).format(to);
  return `${day} – ${until}`;
}

type OrderKind = Pick<Cart, 'order_type' | 'curbside_pickup' | 'checkin'>;

/** Pickup, Curbside Pickup, Delivery or Check-In (part 2 §9 order types; DECISIONS.md check-in). */
export function orderTypeLabel(order: OrderKind): string {
  if (order.order_type === 'delivery') return 'Delivery';
  if (order.checkin) return 'Check-In';
  return order.curbside_pickup ? 'Curbside Pickup' : 'Pickup';
}

/** There is no online payment (DECISIONS.md): the shopper pays when the order is handed over. */
export const paymentNote = (order: Pick<Cart, 'order_type'>) => (order.order_type === 'delivery' ? 'Pay on delivery' : 'Pay at pickup');

/**
 * The context of the customer label (src/domain/order-status.ts). The order contract carries no
 * "store reviews orders first" flag yet, so submitted and fulfilled read as for an ordinary store.
 */
export const labelContext = (order: Pick<Cart, 'order_type'>): LabelContext => ({ orderType: order.order_type, reviewsOrders: false });

import type { Cart, OrderTypeChoice } from '@/api/cart';
import type { Store } from '@/api/store';
import { usagePrefix, type UsageType } from '@/domain/usage-type';

/** The order types in the order the chooser lists them (part 2 §3 Checkout state; DECISIONS.md order types). */
const CHOICE_ORDER: readonly OrderTypeChoice[] = ['pickup', 'curbside', 'delivery', 'checkin'];

export const ORDER_TYPE_LABELS: Record<OrderTypeChoice, { label: string; description: string }> = {
  pickup: { label: 'Pickup', description: 'Pick up your order inside the store.' },
  curbside: { label: 'Curbside', description: 'We bring your order out to your car.' },
  delivery: { label: 'Delivery', description: 'We bring your order to your door.' },
  checkin: { label: 'Check-in', description: "Check in when you arrive and we'll start your order then." },
};

type OrderTypeFlags = Pick<Store, 'enable_checkin_order'> & Partial<Record<`is_${'med' | 'rec'}_${'pickup' | 'curbside' | 'delivery'}`, boolean>>;

/**
 * The order types the store offers for the usage type: its is_{med|rec}_pickup, _curbside and
 * _delivery flags, plus check-in where enable_checkin_order is set (part 2 §4 "Delivery check and
 * checkout": delivery only where the store supports it for the usage type).
 */
export function offeredOrderTypes(store: OrderTypeFlags, usage: UsageType): OrderTypeChoice[] {
  const prefix = usagePrefix(usage);
  return CHOICE_ORDER.filter((choice) => (choice === 'checkin' ? store.enable_checkin_order : Boolean(store[`is_${prefix}_${choice}`])));
}

/** Which choice a cart is on: the cart stores pickup/delivery plus the curbside and check-in flags (part 2 §3). */
export function currentOrderType(cart: Pick<Cart, 'order_type' | 'curbside_pickup' | 'checkin'>): OrderTypeChoice {
  if (cart.order_type === 'delivery') return 'delivery';
  if (cart.checkin) return 'checkin';
  return cart.curbside_pickup ? 'curbside' : 'pickup';
}

/**
 * The choice the cart must move to when the store no longer offers its current one: pickup is
 * forced (part 2 §4), else the first offered; undefined when nothing needs to change.
 */
export function forcedOrderType(current: OrderTypeChoice, offered: readonly OrderTypeChoice[]): OrderTypeChoice | undefined {
  if (offered.length === 0 || offered.includes(current)) return undefined;
  return offered.includes('pickup') ? 'pickup' : offered[0];
}

import type { DeliveryWindow } from '@/api/cart';
import { isCompleteAddress } from '@/domain/addresses';
import type { PricedCart } from '@/domain/cart-pricing-types';
import { checkoutProblem, type CheckoutFacts } from '@/domain/checkout-rules';
import { deliveryWindows, isOfferedWindow, type DeliveryWindowOption } from '@/domain/delivery-windows';
import { deliversTo } from '@/domain/delivery-zip';
import { USAGE_LABEL } from '@/domain/usage-type';
import { readDeliveryStatus } from '@/server/services/delivery/vendor-status';
import type { Db } from './cart-db';
import type { CartContext } from './cart-context';
import { deliveryInput, orderingState, storeName } from './cart-store';
import { inGoodStanding, loadShopperFacts, type ShopperFacts } from './shopper-facts';

/** Whether Place Order may be pressed (part 2 §5 Checkout), and the delivery windows a pending cart offers. */
export interface CheckoutState {
  block: string | null;
  windows: DeliveryWindowOption[];
}

/** The delivery windows of the cart's store: its weekly hours and dated exceptions, in its time zone. */
export const windowsOf = (context: Pick<CartContext, 'store' | 'now' | 'hourExceptions'>) =>
  deliveryWindows({ hours: context.store.hours, timezone: context.store.timezone, hour_exceptions: context.hourExceptions }, context.now);

export function toWindowView(window: DeliveryWindowOption): DeliveryWindow {
  return { label: window.label, value: window.value, delivery_start_time: window.start.toISOString(), delivery_end_time: window.end.toISOString() };
}

export async function checkoutFacts(
  db: Db,
  context: CartContext,
  priced: PricedCart,
  windows: readonly DeliveryWindowOption[],
  knownShopper?: ShopperFacts,
): Promise<CheckoutFacts> {
  const { cart, store, usage, user } = context;
  const ordering = orderingState(store, usage);
  const delivery = cart.orderType === 'delivery';
  const shopper = knownShopper ?? (await loadShopperFacts(db, user.id, context.now));
  const outage = delivery ? await readDeliveryStatus(db) : undefined;
  const chosen = cart.deliveryStartTime && cart.deliveryEndTime;
  return {
    loggedIn: true,
    isPortalUser: user.isPortalUser,
    cartEmpty: context.lines.length === 0,
    storeName: storeName(store),
    storeOrdersOnline: ordering.ordersOnline,
    ordersPaused: ordering.orderingOff,
    accountInGoodStanding: inGoodStanding(user, shopper, store.id, usage),
    usageLabel: USAGE_LABEL[usage],
    orderType: delivery ? 'delivery' : 'pickup',
    curbside: cart.curbsidePickup,
    vehicleDescription: cart.vehicleDescription,
    subtotalCents: priced.subtotalCents,
    deliveryMinimumCents: store.deliveryMinimumCents,
    deliveryZipServed: cart.address !== null && deliversTo(deliveryInput(store), cart.address.zip, usage),
    addressComplete: cart.address !== null && isCompleteAddress(cart.address),
    deliveryWindowChosen: !!chosen && isOfferedWindow(windows, cart.deliveryStartTime!.toISOString(), cart.deliveryEndTime!.toISOString()),
    storeTemporarilyClosed: ordering.temporarilyClosed,
    deliveryOutage: outage?.delivery_outage ?? false,
  };
}

export async function checkoutState(db: Db, context: CartContext, priced: PricedCart, knownShopper?: ShopperFacts): Promise<CheckoutState> {
  const windows = context.cart.orderType === 'delivery' ? windowsOf(context) : [];
  return { block: checkoutProblem(await checkoutFacts(db, context, priced, windows, knownShopper)), windows };
}

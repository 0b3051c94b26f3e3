import type { OrderTypeChoice } from '@/api/cart';
import { CART_MESSAGES } from '@/api/cart';
import { isOfferedWindow } from '@/domain/delivery-windows';
import { USAGE_LABEL, parseUsageType } from '@/domain/usage-type';
import { badRequest, conflict } from '@/server/http/errors';
import { upcomingHourExceptions } from '@/server/services/catalog/store-hour-exceptions';
import { asDatabase, type Db } from './cart-db';
import { touchCart, type CartRow } from './cart-records';
import { offersOrderType, storeName, storeRow } from './cart-store';
import { windowsOf } from './checkout-state';

/**
 * How a pending cart is fulfilled (part 2 §3 Checkout state, §4 "Delivery check and checkout", §5):
 * pickup, curbside (a pickup with a vehicle), delivery (address and window) or check-in (DECISIONS.md),
 * each only where the store offers it for the usage type.
 */
const CHOICE_LABEL: Record<OrderTypeChoice, string> = { pickup: 'pickup', curbside: 'curbside pickup', delivery: 'delivery', checkin: 'check-in orders' };

async function requireOffered(db: Db, cart: CartRow, choice: OrderTypeChoice) {
  const usage = parseUsageType(cart.usageType) ?? 'recreational';
  const store = await storeRow(db, cart.storeId);
  if (!offersOrderType(store, usage, choice)) {
    throw conflict(`${storeName(store)} doesn't offer ${CHOICE_LABEL[choice]} for ${USAGE_LABEL[usage]} orders.`);
  }
  return store;
}

export async function updateOrderType(db: Db, cart: CartRow, choice: OrderTypeChoice): Promise<void> {
  await requireOffered(db, cart, choice);
  await touchCart(db, cart.id, {
    orderType: choice === 'delivery' ? 'delivery' : 'pickup',
    curbsidePickup: choice === 'curbside',
    checkin: choice === 'checkin',
  });
}

/** Curbside needs a description of the vehicle (no plate required). */
export async function updateCurbside(db: Db, cart: CartRow, curbside: boolean, vehicleDescription: string | null | undefined): Promise<void> {
  const vehicle = vehicleDescription?.trim() || null;
  if (!curbside) {
    await touchCart(db, cart.id, { curbsidePickup: false, ...(vehicleDescription === undefined ? {} : { vehicleDescription: vehicle }) });
    return;
  }
  if (!vehicle) throw badRequest(CART_MESSAGES.vehicleRequired, { vehicle_description: [CART_MESSAGES.vehicleRequired] });
  await requireOffered(db, cart, 'curbside');
  await touchCart(db, cart.id, { orderType: 'pickup', curbsidePickup: true, checkin: false, vehicleDescription: vehicle });
}

/** Only a window the cart offers now (its store's hours in its time zone). */
export async function updateDeliveryWindow(db: Db, cart: CartRow, startIso: string, endIso: string, now = new Date()): Promise<void> {
  const store = await storeRow(db, cart.storeId);
  const hourExceptions = (await upcomingHourExceptions(asDatabase(db), [store], now)).get(store.id) ?? [];
  const windows = windowsOf({ store, now, hourExceptions });
  if (!isOfferedWindow(windows, startIso, endIso)) throw conflict(CART_MESSAGES.windowError);
  await touchCart(db, cart.id, { deliveryStartTime: new Date(startIso), deliveryEndTime: new Date(endIso) });
}

import { eq } from 'drizzle-orm';
import { API_HEADERS } from '@/api/common';
import { pinKioskResponseSchema } from '@/api/kiosk';
import { kioskOrderPaths } from '@/api/kiosk-orders';
import { orderQueueSchema } from '@/api/staff';
import { kioskPaths, staffPaths } from '@/api/staff-paths';
import type { UsageType } from '@/domain/usage-type';
import { carts, cartStatusChanges } from '@/server/db/schema';
import type { UserInsert } from '../testing/account-fixture';
import { createCartTestApp, submitBody, withKey, type Auth } from '../testing/cart-fixture';

/**
 * The kiosk API tests' common setup (DECISIONS.md kiosk mode): the carts test app, portal
 * users who work at chosen stores, kiosks pinned through the real call, check-in orders placed by
 * shoppers through the real carts calls, kiosk calls (check-in and walk-in orders) by contract name,
 * and the staff queue the placed orders join.
 */
const kioskOperations = { ...kioskPaths, ...kioskOrderPaths };
export type KioskOp = keyof typeof kioskOperations;

export async function createKioskTestApp() {
  const app = await createCartTestApp();

  let phones = 0;
  /** A 10-digit phone no other shopper of this app has: the kiosk finds check-in orders by phone. */
  const newPhone = () => `312555${String(++phones).padStart(4, '0')}`;

  const kioskHeader = (token: string): Auth => ({ [API_HEADERS.kioskToken]: token });

  /** Calls a kiosk operation by its contract name, with the given headers. */
  function kioskCall(op: KioskOp, headers: Auth, json?: unknown, host?: string) {
    const operation = kioskOperations[op];
    return operation.method === 'get' ? app.get(operation.path, headers, host) : app.post(operation.path, headers, json, host);
  }

  /** A kiosk pinned by a staff member of the store: answers its token and what the pin answered. */
  async function pinnedKiosk(storeId: number, usageTypes: UsageType[] = ['recreational']) {
    const staff = await app.staffer([storeId]);
    const response = await kioskCall('pinKiosk', staff.auth, { store_id: storeId, usage_types: usageTypes });
    if (response.status !== 200) throw new Error(`pin answered ${response.status}: ${JSON.stringify(response.body)}`);
    const pinned = pinKioskResponseSchema.parse(response.body);
    return { ...pinned, staff, headers: kioskHeader(pinned.kiosk_token) };
  }

  /** A shopper's check-in order (placed into awaiting_checkin through the carts calls). */
  async function checkInOrder(storeId: number, shopperValues: Partial<UserInsert> = {}, usage: UsageType = 'recreational') {
    const shopper = await app.shopper(shopperValues);
    const item = await app.item(storeId);
    const cart = await app.fillCart(shopper.auth, storeId, [{ id: item.id }], usage);
    await app.cartCall('updateOrderType', shopper.auth, { cart_id: cart.id, store_id: storeId, order_type: 'checkin' });
    const order = await app.cartCall('submitCart', withKey(shopper.auth), submitBody(cart));
    if (order.status !== 'awaiting_checkin') throw new Error(`the order was placed as ${order.status}`);
    return { ...shopper, order };
  }

  const orderStatus = async (orderId: number) => (await app.db.select({ status: carts.status }).from(carts).where(eq(carts.id, orderId)))[0]!.status;
  const statusChanges = (orderId: number) => app.db.select().from(cartStatusChanges).where(eq(cartStatusChanges.cartId, orderId)).orderBy(cartStatusChanges.id);

  /** The store's staff order queue (part 2 §6) as a staff member of the store sees it. */
  async function staffQueue(auth: Auth, storeId: number) {
    const response = await app.post(staffPaths.orderQueue.path, auth, { store_id: storeId });
    if (response.status !== 200) throw new Error(`order-queue answered ${response.status}: ${JSON.stringify(response.body)}`);
    return orderQueueSchema.parse(response.body).data;
  }

  return { ...app, newPhone, kioskHeader, kioskCall, pinnedKiosk, checkInOrder, orderStatus, statusChanges, staffQueue };
}

export type KioskTestApp = Awaited<ReturnType<typeof createKioskTestApp>>;

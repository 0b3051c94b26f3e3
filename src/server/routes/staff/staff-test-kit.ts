import { eq } from 'drizzle-orm';
import { staffOrderSchema } from '@/api/staff';
import { staffPaths } from '@/api/staff-paths';
import { carts } from '@/server/db/schema';
import { createCartTestApp, submitBody, withKey, type Auth } from '../testing/cart-fixture';

/**
 * The staff API tests' common setup: the carts test app, portal users who work at chosen
 * stores, orders placed by shoppers through the real carts calls, and staff calls by contract name.
 */
export async function createStaffTestApp() {
  const app = await createCartTestApp();

  /** Calls a staff operation: GETs take a path (the order view carries its id and store in it). */
  function staffCall(op: 'orderQueue' | 'updateOrderStatus', auth: Auth, json?: unknown) {
    return app.post(staffPaths[op].path, auth, json);
  }
  const orderView = (auth: Auth, orderId: number | string, storeId: number | string) => app.get(`/staff/orders/${orderId}?store_id=${storeId}`, auth);

  /** A status move that must succeed: answers the staff order view. */
  async function move(auth: Auth, order: { id: number; store_id: number }, status: string) {
    const response = await staffCall('updateOrderStatus', auth, { store_id: order.store_id, cart_id: order.id, status });
    if (response.status !== 200) throw new Error(`update-order-status answered ${response.status}: ${JSON.stringify(response.body)}`);
    return staffOrderSchema.parse(response.body);
  }

  /** A shopper's order placed through the carts calls, as a check-in order when asked. */
  async function placeOrder(auth: Auth, storeId: number, lines: { id: number; quantity?: number }[], options: { checkin?: boolean } = {}) {
    const cart = await app.fillCart(auth, storeId, lines);
    if (options.checkin) await app.cartCall('updateOrderType', auth, { cart_id: cart.id, store_id: storeId, order_type: 'checkin' });
    return app.cartCall('submitCart', withKey(auth), submitBody(cart));
  }

  /** Moves an order's submission time back (the 72-hour window, part 2 §9). */
  const submittedHoursAgo = (orderId: number, hours: number) =>
    app.db.update(carts).set({ submittedOn: new Date(Date.now() - hours * 3_600_000) }).where(eq(carts.id, orderId));

  return { ...app, staffCall, orderView, move, placeOrder, submittedHoursAgo };
}

export type StaffTestApp = Awaited<ReturnType<typeof createStaffTestApp>>;

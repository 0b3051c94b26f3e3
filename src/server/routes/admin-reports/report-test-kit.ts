import { and, eq } from 'drizzle-orm';
import { reportSchema } from '@/api/admin-reports';
import { staffPaths } from '@/api/staff-paths';
import { carts, cartStatusChanges } from '@/server/db/schema';
import { createAdminTestApp } from '../admin/admin-test-kit';
import { submitBody, withKey, type Auth } from '../testing/cart-fixture';

/**
 * The report API tests' setup: the console test app plus orders placed by shoppers through the real
 * carts calls, moved by staff through the real staff call, then dated where a test needs a time.
 */
export async function createReportTestApp() {
  const app = await createAdminTestApp();

  /** A shopper's order: the cart filled, shaped by `prepare` (order type, promo), then placed. */
  async function placeOrder(auth: Auth, storeId: number, lines: { id: number; quantity?: number }[], prepare?: (cart: { id: number; store_id: number }) => Promise<unknown>) {
    const cart = await app.fillCart(auth, storeId, lines);
    if (prepare) await prepare(cart);
    return app.cartCall('submitCart', withKey(auth), submitBody(cart));
  }

  /** A staff move; a reject or cancel may say why (`why`: reason and reason_note). */
  async function move(auth: Auth, order: { id: number; store_id: number }, status: string, why: { reason?: string; reason_note?: string } = {}) {
    const response = await app.post(staffPaths.updateOrderStatus.path, auth, { store_id: order.store_id, cart_id: order.id, status, ...why });
    if (response.status !== 200) throw new Error(`update-order-status answered ${response.status}: ${JSON.stringify(response.body)}`);
  }

  /** Dates an order's placing (and its first status change) at `at`. */
  async function placedAt(orderId: number, at: string) {
    await app.db.update(carts).set({ submittedOn: new Date(at) }).where(eq(carts.id, orderId));
    await app.db.update(cartStatusChanges).set({ at: new Date(at) }).where(and(eq(cartStatusChanges.cartId, orderId), eq(cartStatusChanges.fromStatus, 'pending')));
  }

  /** Dates an order's change to `status` at `at`. */
  const changedAt = (orderId: number, status: string, at: string) =>
    app.db.update(cartStatusChanges).set({ at: new Date(at) }).where(and(eq(cartStatusChanges.cartId, orderId), eq(cartStatusChanges.toStatus, status)));

  const reportPath = (query: Record<string, string | number>) => `/admin/reports?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))}`;

  /** A report that must be answered: parsed by the contract. */
  async function report(auth: Auth, query: Record<string, string | number>) {
    const response = await app.send('GET', reportPath(query), auth);
    if (response.status !== 200) throw new Error(`report answered ${response.status}: ${JSON.stringify(response.body)}`);
    return reportSchema.parse(response.body);
  }

  return { ...app, placeOrder, move, placedAt, changedAt, reportPath, report };
}

export type ReportTestApp = Awaited<ReturnType<typeof createReportTestApp>>;

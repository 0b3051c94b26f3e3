import { staffRoles } from '@/server/db/schema';
import { bearer, insertStaffer } from '../testing/account-fixture';
import { CART_HOST, createCartTestApp, OTHER_CART_HOST, type Auth } from '../testing/cart-fixture';

/**
 * The console API tests' common setup: the carts test app (stores, items, shoppers, budtenders,
 * orders) plus console users of either brand with real tokens, and calls of any method.
 */
export async function createAdminTestApp() {
  const app = await createCartTestApp();
  const { db, t, brand, otherBrand } = app;

  /** An operator of the main brand (or of `orderingAppId`): every store of that brand. */
  async function operator(orderingAppId = brand.id) {
    const user = await insertStaffer(db, orderingAppId, [], { first: 'Avery', last: 'Operator' });
    await db.insert(staffRoles).values({ userId: user.id, role: 'operator' });
    return { user, auth: await bearer(user, t.config.AUTH_SECRET) };
  }

  /** A store manager of these stores (who also works their terminal). */
  async function manager(storeIds: number[]) {
    const user = await insertStaffer(db, brand.id, storeIds, { first: 'Morgan', last: 'Manager' });
    if (storeIds.length) await db.insert(staffRoles).values(storeIds.map((storeId) => ({ userId: user.id, role: 'store_manager' as const, storeId })));
    return { user, auth: await bearer(user, t.config.AUTH_SECRET) };
  }

  /** Any call under /api, JSON in and out, on the main brand's host unless `host` says otherwise. */
  function send(method: string, path: string, auth: Auth = {}, json?: unknown, host = CART_HOST) {
    return t.request(`/api${path}`, { method, headers: { host, ...auth }, json });
  }

  const otherStore = () => app.store({ orderingAppId: otherBrand.id });

  return { ...app, operator, manager, send, otherStore, OTHER_HOST: OTHER_CART_HOST };
}

export type AdminTestApp = Awaited<ReturnType<typeof createAdminTestApp>>;

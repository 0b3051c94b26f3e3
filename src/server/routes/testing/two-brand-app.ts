import { createTestApp } from '../../../../tests/support/test-app';
import { bearer, insertUser, type UserInsert } from './account-fixture';
import { insertBrand, type BrandInsert } from './catalog-fixture';

export const MAIN_HOST = 'shop.main.test';
export const OTHER_HOST = 'shop.other.test';

/**
 * The base the API test kits build on: a real app on its own database (PGlite, or PostgreSQL under
 * TEST_DATABASE_URL) with a main brand and another, each chosen by its host (MAIN_HOST and OTHER_HOST
 * unless `brands` says otherwise), and shoppers of the main brand signed in with real tokens.
 */
export async function createTwoBrandApp(brands: { main?: Partial<BrandInsert>; other?: Partial<BrandInsert> } = {}) {
  const t = await createTestApp();
  const db = t.handle.db;
  // Brands first: the brand middleware caches the brand list for 30 s after the first request.
  const brand = await insertBrand(db, { slug: 'main', name: 'Greenleaf', hosts: [MAIN_HOST], isMainBrand: true, ...brands.main });
  const otherBrand = await insertBrand(db, { slug: 'other', name: 'Harbor', hosts: [OTHER_HOST], ...brands.other });

  /** A confirmed shopper of the main brand (verified phone unless `values` says otherwise) and their token. */
  async function shopper(values: Partial<UserInsert> = {}) {
    const user = await insertUser(db, values.orderingAppId ?? brand.id, values);
    return { user, auth: await bearer(user, t.config.AUTH_SECRET) };
  }

  return { t, db, request: t.request, brand, otherBrand, shopper, close: () => t.close() };
}

export type TwoBrandApp = Awaited<ReturnType<typeof createTwoBrandApp>>;

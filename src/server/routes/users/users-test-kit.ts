import { desc, eq } from 'drizzle-orm';
import { outboxMessages } from '@/server/db/schema';
import { createTestApp } from '../../../../tests/support/test-app';
import { bearer, insertUser, type UserInsert } from '../testing/account-fixture';
import { insertBrand } from '../testing/catalog-fixture';

/**
 * The users API tests' common setup: a real app on its own database with two brands (chosen by
 * host), shoppers signed in with real tokens, and calls that name the contract's paths.
 */
export const MAIN_HOST = 'shop.main.test';
export const OTHER_HOST = 'shop.other.test';

export async function createUsersTestApp() {
  const t = await createTestApp();
  const db = t.handle.db;
  // Brands first: the brand middleware caches the brand list for 30 s after the first request.
  const brand = await insertBrand(db, { slug: 'main', name: 'Greenleaf', isMainBrand: true, hosts: [MAIN_HOST] });
  const otherBrand = await insertBrand(db, { slug: 'other', name: 'Harbor', hosts: [OTHER_HOST] });

  /** A confirmed shopper of the main brand (verified phone unless `values` says otherwise) and their token. */
  async function shopper(values: Partial<UserInsert> = {}) {
    const user = await insertUser(db, values.orderingAppId ?? brand.id, values);
    return { user, auth: await bearer(user, t.config.AUTH_SECRET) };
  }

  /** POST /api{path} on the main brand's host; `json` undefined sends no body. */
  function post(path: string, auth: Record<string, string> = {}, json?: unknown, host = MAIN_HOST) {
    return t.request(`/api${path}`, { method: 'POST', headers: { host, ...auth }, json });
  }

  function get(path: string, auth: Record<string, string> = {}) {
    return t.request(`/api${path}`, { headers: { host: MAIN_HOST, ...auth } });
  }

  /** Every outbox message to a recipient, newest first. */
  function outboxTo(recipient: string) {
    return db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient)).orderBy(desc(outboxMessages.id));
  }

  return { t, db, brand, otherBrand, shopper, post, get, outboxTo, close: () => t.close() };
}

export type UsersTestApp = Awaited<ReturnType<typeof createUsersTestApp>>;

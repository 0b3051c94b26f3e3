import { eq } from 'drizzle-orm';
import { FEED_KEY_HEADER } from '@/api/admin-import';
import { API_HEADERS } from '@/api/common';
import { inventoryRowsCsv, type InventoryRow } from '@/domain/inventory-rows';
import { auditLog, inventoryItems } from '@/server/db/schema';
import { createFeedKey } from '@/server/services/feeds/feed-keys';
import { createAdminTestApp } from '../admin/admin-test-kit';
import type { Auth } from '../testing/cart-fixture';
import { CART_HOST } from '../testing/cart-fixture';

/** The import and feed tests' setup: the console test app plus rows, CSV calls and feed keys. */
export async function createImportTestApp() {
  const app = await createAdminTestApp();
  const { t, db, brand } = app;

  /** A full row of the format for a store slug. */
  function row(store: string, sku: string, overrides: Partial<InventoryRow> = {}): InventoryRow {
    return {
      sku,
      store,
      usage_type: 'recreational',
      name: `Item ${sku}`,
      brand: 'Acme',
      category: 'flower',
      sub_category: 'Whole Flower',
      size: '3.5g',
      price_cents: 3000,
      quantity: 10,
      thc: 21.5,
      thca: null,
      cbd: null,
      cbda: null,
      cbn: null,
      cbg: null,
      potency_unit: '%',
      strain_type: 'hybrid',
      strain: null,
      description: `About ${sku}`,
      tags: [],
      hidden: false,
      ...overrides,
    };
  }

  /** Any call with a raw body of a content type (CSV, or JSON text). */
  function sendRaw(method: string, path: string, headers: Auth, body: string, type = 'text/csv') {
    return t.request(`/api${path}`, { method, headers: { host: CART_HOST, 'content-type': type, ...headers }, body });
  }

  const importPath = (storeId: number, query = 'mode=dry_run') => `/admin/stores/${storeId}/import?${query}`;
  const importCsv = (storeId: number, auth: Auth, rows: InventoryRow[] | string, query?: string) =>
    sendRaw('POST', importPath(storeId, query), auth, typeof rows === 'string' ? rows : inventoryRowsCsv(rows));

  /** A live feed key of the brand for these stores, and its header. */
  async function feedKey(storeIds: number[], orderingAppId = brand.id) {
    const created = await createFeedKey(db, { orderingAppId, userId: (await app.operator(orderingAppId)).user.id, name: 'POS', storeIds });
    return { ...created, auth: { authorization: `Bearer ${created.key}` } as Auth };
  }

  const withIdempotency = (auth: Auth, key: string): Auth => ({ ...auth, [API_HEADERS.idempotencyKey]: key });
  const feedHeader = (key: string): Auth => ({ [FEED_KEY_HEADER]: key });
  const itemsOf = (storeId: number) => db.select().from(inventoryItems).where(eq(inventoryItems.storeId, storeId)).orderBy(inventoryItems.batchInventoryId);
  const auditOf = (storeId: number) => db.select().from(auditLog).where(eq(auditLog.storeId, storeId));

  return { ...app, row, sendRaw, importPath, importCsv, feedKey, withIdempotency, feedHeader, itemsOf, auditOf };
}

export type ImportTestApp = Awaited<ReturnType<typeof createImportTestApp>>;

import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ADMIN_MESSAGES } from '@/api/admin';
import { ADMIN_CATALOG_MESSAGES, adminBulkResultSchema, type AdminBulkEdit } from '@/api/admin-catalog';
import { adminCatalogPaths } from '@/api/admin-catalog-paths';
import { auditLog, inventoryItems } from '@/server/db/schema';
import type { Auth } from '../testing/cart-fixture';
import { createAdminTestApp, type AdminTestApp } from '../admin/admin-test-kit';

/**
 * Bulk edits of a selection in the console (README "The operator console"): price by percent,
 * hide/show for a usage type, move into or out of a collection (part 1 §2 /collection/{tag}). One
 * transaction; one audit entry per changed item with its values before and after.
 */
let app: AdminTestApp;
let operator: Auth;
beforeAll(async () => {
  app = await createAdminTestApp();
  operator = (await app.operator()).auth;
});
afterAll(() => app.close());

const bulkPath = (storeId: number) => adminCatalogPaths.adminBulkEditItems.path.replace('{id}', String(storeId));
const bulk = (storeId: number, body: unknown, auth = operator) => app.send('POST', bulkPath(storeId), auth, body);
const rows = (ids: number[]) => app.db.select().from(inventoryItems).where(inArray(inventoryItems.id, ids)).orderBy(inventoryItems.id);
const auditsOf = (ids: number[]) =>
  app.db.select().from(auditLog).where(and(eq(auditLog.objectType, 'inventory_item'), inArray(auditLog.objectId, ids.map(String)))).orderBy(auditLog.objectId);

async function threeItems() {
  const store = await app.store();
  const items = [
    await app.item(store.id, { recPriceCents: 1000, medPriceCents: 900 }),
    await app.item(store.id, { recPriceCents: 1999, medPriceCents: null }),
    await app.item(store.id, { recPriceCents: null, medPriceCents: 5000 }),
  ];
  return { store, ids: items.map((item) => item.id) };
}

describe('POST admin/stores/{id}/items/bulk', () => {
  test('a price change by percent moves the usage type’s offered prices (rounded to the cent), one audit entry each', async () => {
    const { store, ids } = await threeItems();
    const response = await bulk(store.id, { usage_type: 'recreational', ids, action: { type: 'price_percent', percent: 10 } } satisfies AdminBulkEdit);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(adminBulkResultSchema.parse(response.body)).toEqual({ changed: 2, unchanged: 1 });
    expect((await rows(ids)).map((row) => [row.recPriceCents, row.medPriceCents])).toEqual([[1100, 900], [2199, null], [null, 5000]]);
    const audits = await auditsOf(ids);
    expect(audits.map((entry) => entry.action)).toEqual(['inventory.bulk_price_percent', 'inventory.bulk_price_percent']);
    expect(audits[0]).toMatchObject({ before: { prices: { recreational: 1000, medical: 900 } }, after: { prices: { recreational: 1100, medical: 900 } } });
  });

  test('hide and show change only the chosen usage type; items already so are left alone', async () => {
    const { store, ids } = await threeItems();
    expect((await bulk(store.id, { usage_type: 'medical', ids, action: { type: 'hide' } })).body).toEqual({ changed: 3, unchanged: 0 });
    expect((await bulk(store.id, { usage_type: 'medical', ids, action: { type: 'hide' } })).body).toEqual({ changed: 0, unchanged: 3 });
    expect((await rows(ids)).map((row) => row.hiddenUsageTypes)).toEqual([['medical'], ['medical'], ['medical']]);
    expect((await bulk(store.id, { usage_type: 'medical', ids: [ids[0]], action: { type: 'show' } })).body).toEqual({ changed: 1, unchanged: 0 });
    expect((await rows(ids)).map((row) => row.hiddenUsageTypes)).toEqual([[], ['medical'], ['medical']]);
    expect(await auditsOf(ids)).toHaveLength(4);
  });

  test('move into a collection and out of it', async () => {
    const { store, ids } = await threeItems();
    await app.setItem(ids[0]!, { tags: ['staff-picks'] });
    expect((await bulk(store.id, { usage_type: 'recreational', ids, action: { type: 'add_tag', tag: 'staff-picks' } })).body).toEqual({ changed: 2, unchanged: 1 });
    expect((await rows(ids)).every((row) => row.tags.includes('staff-picks'))).toBe(true);
    expect((await bulk(store.id, { usage_type: 'recreational', ids, action: { type: 'remove_tag', tag: 'staff-picks' } })).body).toEqual({ changed: 3, unchanged: 0 });
    expect((await rows(ids)).map((row) => row.tags)).toEqual([[], [], []]);
  });

  test('an item of another store refuses the whole edit: nothing changes, nothing is recorded', async () => {
    const { store, ids } = await threeItems();
    const elsewhere = await app.item((await app.store()).id);
    const response = await bulk(store.id, { usage_type: 'recreational', ids: [...ids, elsewhere.id], action: { type: 'hide' } });
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ ids: [ADMIN_CATALOG_MESSAGES.notInStore] });
    expect((await rows(ids)).map((row) => row.hiddenUsageTypes)).toEqual([[], [], []]);
    expect(await auditsOf(ids)).toHaveLength(0);
  });

  test.each([
    ['no ids', { ids: [] }, 'ids'],
    ['1001 ids', { ids: Array.from({ length: 1001 }, (_, n) => n + 1) }, 'ids'],
    ['a repeated id', { ids: [5, 5] }, 'ids'],
    ['a percent below -90', { action: { type: 'price_percent', percent: -91 } }, 'action'],
    ['a percent above 500', { action: { type: 'price_percent', percent: 501 } }, 'action'],
    ['a percent that is not whole (a float could land a cent off)', { action: { type: 'price_percent', percent: 10.5 } }, 'action'],
    ['a collection that does not exist', { action: { type: 'add_tag', tag: 'my-picks' } }, 'action'],
    ['an unknown action', { action: { type: 'delete' } }, 'action'],
    ['no usage type', { usage_type: undefined }, 'usage_type'],
  ])('%s answers 400 with field errors', async (_case, change, field) => {
    const { store, ids } = await threeItems();
    const response = await bulk(store.id, { usage_type: 'recreational', ids, action: { type: 'hide' }, ...change });
    expect(response.status, JSON.stringify(response.body)).toBe(400);
    expect(Object.keys(response.body.fields ?? {}).join(','), JSON.stringify(response.body)).toContain(field);
  });

  test("a store manager edits their store; another store answers 403, another brand's 404; other roles 403, no token 401", async () => {
    const { store, ids } = await threeItems();
    const other = await threeItems();
    const foreign = await app.otherStore();
    const manager = await app.manager([store.id]);
    const hide = { usage_type: 'recreational', action: { type: 'hide' } };
    expect((await bulk(store.id, { ...hide, ids }, manager.auth)).status).toBe(200);
    const refused = await bulk(other.store.id, { ...hide, ids: other.ids }, manager.auth);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(ADMIN_MESSAGES.notYourStore);
    expect((await bulk(foreign.id, { ...hide, ids: [1] }, manager.auth)).status).toBe(404);
    expect((await bulk(store.id, { ...hide, ids }, (await app.staffer([store.id])).auth)).status).toBe(403);
    expect((await bulk(store.id, { ...hide, ids }, (await app.shopper()).auth)).status).toBe(403);
    expect((await bulk(store.id, { ...hide, ids }, {})).status).toBe(401);
    expect(await auditsOf(other.ids)).toHaveLength(0);
  });
});

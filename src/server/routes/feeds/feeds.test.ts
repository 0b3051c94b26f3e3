import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { feedResultSchema, FEED_WRITES_PER_MINUTE, IMPORT_MESSAGES, MAX_INVENTORY_BODY_BYTES } from '@/api/admin-import';
import { inventoryRowJson, inventoryRowsCsv } from '@/domain/inventory-rows';
import { and, eq } from 'drizzle-orm';
import { auditLog, rateLimitHits } from '@/server/db/schema';
import { IDEMPOTENT_REPLAY_HEADER } from '@/server/http/idempotency';
import { OTHER_CART_HOST, submitBody, withKey } from '../testing/cart-fixture';
import { createImportTestApp, type ImportTestApp } from '../admin-import/import-test-kit';

/** README "The point-of-sale feed": key, scope, replay, limits and the sale rule. */
let app: ImportTestApp;
beforeAll(async () => {
  app = await createImportTestApp();
});
afterAll(() => app.close());

const FEED = '/admin/feeds/inventory';
const json = (rows: unknown[], extra: object = {}) => JSON.stringify({ rows, ...extra });

describe('PUT admin/feeds/inventory', () => {
  test("upserts by sku for the key's stores; a row of another store is a row error, the rest are written", async () => {
    const store = await app.store();
    const outside = await app.store();
    const foreign = await app.otherStore();
    await app.item(store.id, { batchInventoryId: 'OLD', recPriceCents: 1000 });
    const key = await app.feedKey([store.id]);
    const rows = [app.row(store.storeSlug, 'OLD', { price_cents: 1250 }), app.row(store.storeSlug, 'NEW'), app.row(outside.storeSlug, 'X'), app.row(foreign.storeSlug, 'Y'), app.row('no-such-store', 'Z')];
    const answer = await app.sendRaw('PUT', FEED, key.auth, inventoryRowsCsv(rows));
    expect(answer.status).toBe(200);
    const result = feedResultSchema.parse(answer.body);
    expect(result.counts).toEqual({ created: 1, updated: 1, unchanged: 0, errors: 3 });
    expect(result.results.map((row) => [row.row, row.sku, row.status])).toEqual([
      [1, 'OLD', 'updated'],
      [2, 'NEW', 'created'],
      [3, 'X', 'error'],
      [4, 'Y', 'error'],
      [5, 'Z', 'error'],
    ]);
    expect(result.results[2]!.errors).toEqual([{ field: 'store', message: IMPORT_MESSAGES.unknownStore }]);
    expect((await app.itemsOf(store.id)).map((item) => [item.batchInventoryId, item.recPriceCents])).toEqual([
      ['NEW', 3000],
      ['OLD', 1250],
    ]);
    expect(await app.itemsOf(outside.id)).toEqual([]);
    const audit = await app.auditOf(store.id);
    expect(audit.every((entry) => entry.actorFeedKeyId === key.id && entry.actorUserId === null)).toBe(true);
    expect(audit).toHaveLength(2);
  });

  test('bad rows get per-row errors, never a 500; a body that is not rows is 400, 415 or 422', async () => {
    const store = await app.store();
    const key = await app.feedKey([store.id]);
    const good = inventoryRowJson(app.row(store.storeSlug, 'G'));
    const answer = await app.sendRaw('PUT', FEED, key.auth, json([good, { ...good, sku: '', quantity: 'many' }, 'text', null, []]), 'application/json');
    expect(answer.status).toBe(200);
    expect(answer.body.results.map((row: { row: number; status: string }) => `${row.row}:${row.status}`)).toEqual(['1:created', '2:error', '3:error', '4:error', '5:error']);
    expect(answer.body.results[1].errors.map((error: { field: string }) => error.field)).toEqual(['sku', 'quantity']);
    expect((await app.sendRaw('PUT', FEED, key.auth, '{"rows": 5}', 'application/json')).status).toBe(400);
    expect((await app.sendRaw('PUT', FEED, key.auth, 'sku\n"open', 'text/csv')).status).toBe(422);
    expect((await app.sendRaw('PUT', FEED, key.auth, 'sku,store\nA,b', 'text/csv')).status).toBe(422);
    expect((await app.sendRaw('PUT', FEED, key.auth, 'x', 'application/octet-stream')).status).toBe(415);
    expect((await app.sendRaw('PUT', FEED, key.auth, json([{ ...good, name: 'a\u0000b' }]), 'application/json')).status).toBe(400);
  });

  test(`a body over ${MAX_INVENTORY_BODY_BYTES} bytes is 413 while it streams in, before any row is read`, async () => {
    const store = await app.store();
    const key = await app.feedKey([store.id]);
    const answer = await app.sendRaw('PUT', FEED, key.auth, `sku,store\n${'x'.repeat(MAX_INVENTORY_BODY_BYTES)}`);
    expect(answer.status).toBe(413);
    expect(await app.itemsOf(store.id)).toEqual([]);
  });

  test('no key, an unknown key and a revoked key are 401', async () => {
    const store = await app.store();
    const key = await app.feedKey([store.id]);
    const body = inventoryRowsCsv([app.row(store.storeSlug, 'A')]);
    expect((await app.sendRaw('PUT', FEED, {}, body)).status).toBe(401);
    expect((await app.sendRaw('PUT', FEED, { authorization: 'Bearer apf_nope' }, body)).status).toBe(401);
    expect((await app.sendRaw('PUT', FEED, app.feedHeader(key.key), body)).status).toBe(200);
    // A key works only on its own brand's host.
    expect((await app.sendRaw('PUT', FEED, { ...key.auth, host: OTHER_CART_HOST }, body)).status).toBe(401);
    const { auth } = await app.operator();
    expect((await app.send('DELETE', `/admin/feed-keys/${key.id}`, auth)).status).toBe(200);
    const revoked = await app.sendRaw('PUT', FEED, key.auth, body);
    expect(revoked.status).toBe(401);
    expect(revoked.body.error).toBe(IMPORT_MESSAGES.keyRevoked);
  });

  test('a replay with the same Idempotency-Key answers the first results and changes nothing', async () => {
    const store = await app.store();
    const key = await app.feedKey([store.id]);
    const body = inventoryRowsCsv([app.row(store.storeSlug, 'R', { quantity: 7 })]);
    const first = await app.sendRaw('PUT', FEED, app.withIdempotency(key.auth, 'feed-replay-1'), body);
    const [item] = await app.itemsOf(store.id);
    await app.setItem(item!.id, { recSellableQty: 2 });
    const again = await app.sendRaw('PUT', FEED, app.withIdempotency(key.auth, 'feed-replay-1'), body);
    expect(again.headers.get(IDEMPOTENT_REPLAY_HEADER)).toBe('true');
    expect(again.body).toEqual(first.body);
    expect((await app.stockOf(item!.id)).rec).toBe(2);
    expect(await app.auditOf(store.id)).toHaveLength(1);
    expect((await app.sendRaw('PUT', FEED, app.withIdempotency(key.auth, 'feed-replay-1'), inventoryRowsCsv([app.row(store.storeSlug, 'R')]))).status).toBe(422);
  });

  test(`more than ${FEED_WRITES_PER_MINUTE} writes a minute with one key are 429`, async () => {
    const store = await app.store();
    const key = await app.feedKey([store.id]);
    const now = new Date();
    await app.db.insert(rateLimitHits).values(Array.from({ length: FEED_WRITES_PER_MINUTE }, () => ({ bucket: 'feed-write', key: String(key.id), at: now })));
    const answer = await app.sendRaw('PUT', FEED, key.auth, inventoryRowsCsv([app.row(store.storeSlug, 'A')]));
    expect(answer.status).toBe(429);
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    const other = await app.feedKey([store.id]);
    expect((await app.sendRaw('PUT', FEED, other.auth, inventoryRowsCsv([app.row(store.storeSlug, 'A')]))).status).toBe(200);
  });
});

describe('the sale rule: stock from the feed never undoes a sale made since its snapshot', () => {
  test('an order placed between two feeds keeps its units; a count taken after the order is used as is', async () => {
    const store = await app.store();
    const key = await app.feedKey([store.id]);
    const first = new Date(Date.now() - 60_000).toISOString();
    await app.sendRaw('PUT', FEED, key.auth, json([inventoryRowJson(app.row(store.storeSlug, 'SALE', { quantity: 10 }))], { snapshot_at: first }), 'application/json');
    const [item] = await app.itemsOf(store.id);
    const { auth } = await app.shopper();
    const cart = await app.fillCart(auth, store.id, [{ id: item!.id, quantity: 3 }]);
    await app.cartCall('submitCart', withKey(auth), submitBody(cart));
    expect((await app.stockOf(item!.id)).rec).toBe(7);

    // The point of sale counted 10 before the order reached it: the 3 ordered units stay taken.
    const stale = await app.sendRaw('PATCH', FEED, key.auth, json([{ sku: 'SALE', store: store.storeSlug, usage_type: 'recreational', quantity: 10 }], { snapshot_at: first }), 'application/json');
    expect(stale.body.results[0]).toMatchObject({ status: 'unchanged', quantity: 7 });
    expect((await app.stockOf(item!.id)).rec).toBe(7);
    const full = await app.sendRaw('PUT', `${FEED}?snapshot_at=${encodeURIComponent(first)}`, key.auth, inventoryRowsCsv([app.row(store.storeSlug, 'SALE', { quantity: 9 })]));
    expect(full.body.results[0]).toMatchObject({ status: 'updated', quantity: 6 });

    // Counted after the order: the count already lacks those units.
    const fresh = await app.sendRaw('PATCH', FEED, key.auth, json([{ sku: 'SALE', store: store.storeSlug, usage_type: 'recreational', quantity: 5 }]), 'application/json');
    expect(fresh.body.results[0]).toMatchObject({ status: 'updated', quantity: 5 });
    expect((await app.stockOf(item!.id)).rec).toBe(5);
  });

  test('PATCH sets quantities only, and names a sku the store does not have', async () => {
    const store = await app.store();
    await app.item(store.id, { batchInventoryId: 'Q', recSellableQty: 1, recPriceCents: 4200 });
    const key = await app.feedKey([store.id]);
    const csv = `sku,store,usage_type,quantity\r\nQ,${store.storeSlug},rec,12\r\nMISSING,${store.storeSlug},rec,3\r\n`;
    const answer = await app.sendRaw('PATCH', FEED, key.auth, csv);
    expect(answer.body.results).toEqual([
      expect.objectContaining({ row: 1, status: 'updated', quantity: 12 }),
      expect.objectContaining({ row: 2, status: 'error', errors: [{ field: 'sku', message: IMPORT_MESSAGES.unknownSku }] }),
    ]);
    expect((await app.itemsOf(store.id)).map((item) => [item.recSellableQty, item.recPriceCents])).toEqual([[12, 4200]]);
  });
});

describe('admin/feed-keys', () => {
  test('an operator creates a key shown once, lists it without the key, and revokes it; each recorded', async () => {
    const store = await app.store();
    const { user, auth } = await app.operator();
    const created = await app.send('POST', '/admin/feed-keys', auth, { name: 'Dutchie', store_ids: [store.id] });
    expect(created.status).toBe(200);
    expect(created.body.key).toMatch(/^apf_/);
    const list = await app.send('GET', '/admin/feed-keys', auth);
    const listed = list.body.data.find((key: { id: number }) => key.id === created.body.id);
    expect(listed).toMatchObject({ name: 'Dutchie', store_ids: [store.id], revoked_at: null });
    expect(JSON.stringify(list.body)).not.toContain(created.body.key);
    const revoked = await app.send('DELETE', `/admin/feed-keys/${created.body.id}`, auth);
    expect(revoked.body.revoked_at).toEqual(expect.any(String));
    // A key belongs to the brand, not one store: its entries name the operator and no store.
    const recorded = await app.db.select().from(auditLog).where(and(eq(auditLog.objectType, 'feed_key'), eq(auditLog.objectId, String(created.body.id)))).orderBy(auditLog.id);
    expect(recorded.map((entry) => [entry.action, entry.storeId, entry.actorUserId])).toEqual([
      ['feed_key.create', null, user.id],
      ['feed_key.revoke', null, user.id],
    ]);
    expect(recorded[1]!.after).toEqual({ revoked_at: revoked.body.revoked_at });
  });

  test("refuses store managers, budtenders, shoppers, another brand's stores and another brand's keys", async () => {
    const store = await app.store();
    const foreign = await app.otherStore();
    const manager = await app.manager([store.id]);
    const budtender = await app.staffer([store.id]);
    const shopper = await app.shopper();
    const { auth } = await app.operator();
    for (const caller of [manager, budtender, shopper]) {
      expect((await app.send('GET', '/admin/feed-keys', caller.auth)).status).toBe(403);
      expect((await app.send('POST', '/admin/feed-keys', caller.auth, { name: 'K', store_ids: [store.id] })).status).toBe(403);
    }
    expect((await app.send('POST', '/admin/feed-keys', auth, { name: 'K', store_ids: [store.id, foreign.id] })).status).toBe(403);
    const foreignKey = await app.feedKey([foreign.id], app.otherBrand.id);
    expect((await app.send('DELETE', `/admin/feed-keys/${foreignKey.id}`, auth)).status).toBe(404);
    expect((await app.send('GET', '/admin/feed-keys', {})).status).toBe(401);
    expect((await app.send('POST', '/admin/feed-keys', auth, { name: '', store_ids: [] })).status).toBe(400);
  });
});

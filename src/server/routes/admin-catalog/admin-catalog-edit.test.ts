import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ADMIN_MESSAGES } from '@/api/admin';
import { ADMIN_CATALOG_MESSAGES, adminItemSchema } from '@/api/admin-catalog';
import { adminCatalogPaths } from '@/api/admin-catalog-paths';
import { PRODUCT_IMAGE_MAX_BYTES } from '@/domain/catalog-edits';
import { auditLog } from '@/server/db/schema';
import { sampleFile } from '../contact/contact-test-kit';
import { CART_HOST, type Auth } from '../testing/cart-fixture';
import { createAdminTestApp, type AdminTestApp } from '../admin/admin-test-kit';

/**
 * Editing one item in the console (README "The operator console"; part 1 §3 Inventory: prices and
 * sellable quantities per usage type, display name, description, potency, tags, images): every
 * change lands in the audit log with its values before and after, in the same transaction.
 */
let app: AdminTestApp;
let operator: { user: { id: number }; auth: Auth };
let uploadsDir: string;
beforeAll(async () => {
  app = await createAdminTestApp();
  uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'apotheca-catalog-test-'));
  app.t.config.UPLOADS_DIR = uploadsDir;
  operator = await app.operator();
});
afterAll(async () => {
  await app.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

const itemPath = (id: number) => adminCatalogPaths.adminItem.path.replace('{id}', String(id));
const auditOf = (itemId: number) =>
  app.db.select().from(auditLog).where(and(eq(auditLog.objectType, 'inventory_item'), eq(auditLog.objectId, String(itemId)))).orderBy(auditLog.id);

function uploadImage(itemId: number, file: File, auth: Auth = operator.auth) {
  const form = new FormData();
  form.append('file', file);
  return app.t.request(`/api${adminCatalogPaths.adminUploadItemImage.path.replace('{id}', String(itemId))}`, { method: 'POST', headers: { host: CART_HOST, ...auth }, body: form });
}

describe('GET and PATCH admin/items/{id}', () => {
  test('reads the item with its prices, stock and visibility per usage type', async () => {
    const store = await app.store();
    const item = await app.item(store.id, { name: 'Blue Dream', recPriceCents: 4000, medPriceCents: null, recSellableQty: 7, batchInventoryId: 'BD-7', thc: 22.5 });
    const response = await app.send('GET', itemPath(item.id), operator.auth);
    expect(response.status).toBe(200);
    expect(adminItemSchema.parse(response.body)).toMatchObject({
      id: item.id,
      store_id: store.id,
      sku: 'BD-7',
      prices: { recreational: 4000, medical: null },
      sellable_qty: { recreational: 7, medical: 10 },
      hidden_usage_types: [],
      potency: { unit: '%', thc: 22.5 },
    });
  });

  test('changes only the fields sent and records them before and after', async () => {
    const store = await app.store();
    const item = await app.item(store.id, { recPriceCents: 4000, tags: ['staff-picks'] });
    const patch = {
      prices: { recreational: 4500 },
      sellable_qty: { medical: 3 },
      hidden_usage_types: ['medical'],
      ecomm_display_name: '  Blue Dream Reserve ',
      description: 'Sweet and calm.',
      potency: { thc: 24, cbd: null },
      tags: ['staff-picks', 'best-sellers'],
    };
    const response = await app.send('PATCH', itemPath(item.id), operator.auth, patch);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(adminItemSchema.parse(response.body)).toMatchObject({
      prices: { recreational: 4500, medical: 2800 },
      sellable_qty: { recreational: 10, medical: 3 },
      hidden_usage_types: ['medical'],
      ecomm_display_name: 'Blue Dream Reserve',
      description: 'Sweet and calm.',
      tags: ['staff-picks', 'best-sellers'],
    });
    const entries = await auditOf(item.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'inventory.update', storeId: store.id, actorUserId: operator.user.id });
    expect(entries[0]!.before).toMatchObject({ prices: { recreational: 4000, medical: 2800 }, sellable_qty: { medical: 10 }, hidden_usage_types: [], tags: ['staff-picks'] });
    expect(entries[0]!.after).toMatchObject({ prices: { recreational: 4500, medical: 2800 }, sellable_qty: { medical: 3 }, hidden_usage_types: ['medical'], ecomm_display_name: 'Blue Dream Reserve' });
    expect(Object.keys(entries[0]!.after as object)).not.toContain('images');
    const again = await app.send('PATCH', itemPath(item.id), operator.auth, { prices: { recreational: 4500 } });
    expect(again.status).toBe(200);
    expect(await auditOf(item.id)).toHaveLength(1);
  });

  test('images can be reordered or removed, never pointed elsewhere', async () => {
    const store = await app.store();
    const item = await app.item(store.id, { images: ['/images/products/flower.svg', '/images/products/flower-2.svg'] });
    const reordered = await app.send('PATCH', itemPath(item.id), operator.auth, { images: ['/images/products/flower-2.svg'] });
    expect(reordered.body.images).toEqual(['/images/products/flower-2.svg']);
    const elsewhere = await app.send('PATCH', itemPath(item.id), operator.auth, { images: ['https://evil.example/x.png'] });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.fields.images).toEqual([ADMIN_CATALOG_MESSAGES.unknownImage]);
  });

  test.each([
    ['an empty body', {}, 'body'],
    ['a zero price', { prices: { recreational: 0 } }, 'prices'],
    ['a price in dollars', { prices: { recreational: 12.5 } }, 'prices'],
    ['a negative quantity', { sellable_qty: { medical: -1 } }, 'sellable_qty'],
    ['an unknown usage type', { hidden_usage_types: ['wholesale'] }, 'hidden_usage_types'],
    ['a blank display name', { ecomm_display_name: '   ' }, 'ecomm_display_name'],
    ['a tag with spaces', { tags: ['Staff Picks'] }, 'tags'],
    ['an unknown field', { name: 'Renamed' }, '_'],
    ['a string for a list', { tags: 'staff-picks' }, 'tags'],
  ])('%s answers 400 with field errors', async (_case, body, field) => {
    const store = await app.store();
    const item = await app.item(store.id);
    const response = await app.send('PATCH', itemPath(item.id), operator.auth, body);
    expect(response.status, JSON.stringify(response.body)).toBe(400);
    expect(Object.keys(response.body.fields ?? {}).join(','), JSON.stringify(response.body)).toContain(field);
    expect(await auditOf(item.id)).toHaveLength(0);
  });

  test("a store manager edits their store's items; another store's answers 403, another brand's 404", async () => {
    const mine = await app.store();
    const theirs = await app.store();
    const foreign = await app.otherStore();
    const [own, other, alien] = [await app.item(mine.id), await app.item(theirs.id), await app.item(foreign.id)];
    const { auth } = await app.manager([mine.id]);
    expect((await app.send('PATCH', itemPath(own.id), auth, { description: 'Mine' })).status).toBe(200);
    const refused = await app.send('PATCH', itemPath(other.id), auth, { description: 'Theirs' });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(ADMIN_MESSAGES.notYourStore);
    expect((await app.send('GET', itemPath(other.id), auth)).status).toBe(403);
    expect((await app.send('PATCH', itemPath(alien.id), auth, { description: 'Alien' })).status).toBe(404);
    expect((await app.send('PATCH', itemPath(alien.id), operator.auth, { description: 'Alien' })).status).toBe(404);
    expect(await auditOf(other.id)).toHaveLength(0);
  });

  test('a budtender and a shopper are refused (403), no token 401, an unknown item 404', async () => {
    const store = await app.store();
    const item = await app.item(store.id);
    const budtender = await app.staffer([store.id]);
    const shopper = await app.shopper();
    expect((await app.send('PATCH', itemPath(item.id), budtender.auth, { description: 'x' })).status).toBe(403);
    expect((await app.send('PATCH', itemPath(item.id), shopper.auth, { description: 'x' })).status).toBe(403);
    expect((await app.send('PATCH', itemPath(item.id), {}, { description: 'x' })).status).toBe(401);
    expect((await app.send('GET', itemPath(2_000_000_000), operator.auth)).status).toBe(404);
  });
});

describe('POST admin/items/{id}/images', () => {
  test('stores the image through the storage interface, adds it last, serves it publicly with its proven type', async () => {
    const store = await app.store();
    const item = await app.item(store.id, { images: ['/images/products/flower.svg'] });
    const file = sampleFile('png', 'image/jpeg', 'jar.jpg', 4096);
    const response = await uploadImage(item.id, file);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const images = adminItemSchema.parse(response.body).images;
    expect(images[0]).toBe('/images/products/flower.svg');
    expect(images[1]).toMatch(/^\/api\/product-images\/product-[a-f0-9]{32}$/);
    const served = await app.t.app.request(images[1]!, { headers: { host: CART_HOST } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(new Uint8Array(await file.arrayBuffer()));
    const [entry] = await auditOf(item.id);
    expect(entry).toMatchObject({ action: 'inventory.add_image', before: { images: ['/images/products/flower.svg'] }, after: { images } });
  });

  test('refuses what is not an image (415), too large (413), missing (400), and a store out of reach (403)', async () => {
    const store = await app.store();
    const item = await app.item(store.id);
    expect((await uploadImage(item.id, sampleFile('text', 'image/png', 'fake.png'))).status).toBe(415);
    expect((await uploadImage(item.id, sampleFile('mp4', 'video/mp4', 'clip.mp4'))).status).toBe(415);
    expect((await uploadImage(item.id, sampleFile('png', 'image/png', 'big.png', PRODUCT_IMAGE_MAX_BYTES + 1))).status).toBe(413);
    const none = await app.t.request(`/api${adminCatalogPaths.adminUploadItemImage.path.replace('{id}', String(item.id))}`, { method: 'POST', headers: { host: CART_HOST, ...operator.auth }, body: new FormData() });
    expect(none.status).toBe(400);
    const { auth } = await app.manager([(await app.store()).id]);
    expect((await uploadImage(item.id, sampleFile('png', 'image/png'), auth)).status).toBe(403);
    expect(await auditOf(item.id)).toHaveLength(0);
  });

  test('an unknown image key answers 404', async () => {
    expect((await app.t.request(`/api/product-images/product-${'0'.repeat(32)}`, { headers: { host: CART_HOST } })).status).toBe(404);
    expect((await app.t.request('/api/product-images/..%2F..%2Fetc', { headers: { host: CART_HOST } })).status).toBe(400);
  });
});

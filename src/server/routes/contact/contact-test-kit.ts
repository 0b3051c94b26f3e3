import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import type { OrderStatus } from '@/domain/order-status';
import { cartItems, carts, contactRequests, outboxMessages, rateLimitHits } from '@/server/db/schema';
import { insertItem, insertStore } from '../testing/catalog-fixture';
import { createTwoBrandApp, MAIN_HOST } from '../testing/two-brand-app';

/**
 * The contact API tests' common setup: a real app on its own database with two brands (chosen by
 * host), a store with products, shoppers with real tokens, their orders written straight to carts
 * and cart_items, and uploads kept in a temporary folder removed at the end.
 */
export const CONTACT_PATH = '/api/p/main_contact';

/** The first bytes of real files, padded: enough for the signature check. */
export const SAMPLE_BYTES = {
  jpeg: [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d],
  mp4: [0x00, 0x00, 0x00, 0x18, ...Array.from('ftypisom', (char) => char.charCodeAt(0))],
  text: Array.from('just some text, not an image', (char) => char.charCodeAt(0)),
} as const;

export function sampleFile(kind: keyof typeof SAMPLE_BYTES, type: string, name = `sample.${kind}`, size = 64): File {
  const bytes = new Uint8Array(Math.max(size, SAMPLE_BYTES[kind].length));
  bytes.set(SAMPLE_BYTES[kind]);
  return new File([bytes], name, { type });
}

export async function createContactTestApp() {
  const uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'apotheca-contact-test-'));
  const base = await createTwoBrandApp();
  const { t, db, brand, otherBrand } = base;
  // The app holds this settings object; storage is made from it on the first upload, after this.
  t.config.UPLOADS_DIR = uploadsDir;
  const store = await insertStore(db, brand.id, { ecommDisplayName: 'Greenleaf Springfield' });
  const otherStore = await insertStore(db, otherBrand.id);
  const flower = await insertItem(db, store.id, { name: 'Blue Dream 3.5g', category: 'flower', subCategory: 'Whole Flower' });
  const gummies = await insertItem(db, store.id, { name: 'Citrus Gummies', category: 'edibles', subCategory: 'Gummies' });

  /** A placed order of `userId` with one line per item (part 2 §3 "Cart / order"). */
  async function order(userId: number, status: OrderStatus, items = [flower.id]) {
    const [row] = await db
      .insert(carts)
      .values({ orderingAppId: brand.id, userId, storeId: store.id, usageType: 'recreational', status, submittedOn: new Date(), submitKey: `test-${Math.random()}` })
      .returning();
    await db.insert(cartItems).values(items.map((inventoryId) => ({ cartId: row!.id, inventoryId, quantity: 1 })));
    return row!;
  }

  const headers = (auth: Record<string, string> = {}, host = MAIN_HOST) => ({ host, ...auth });

  function contact(json: unknown, auth: Record<string, string> = {}, options: { host?: string; path?: string } = {}) {
    return t.request(options.path ?? CONTACT_PATH, { method: 'POST', headers: headers(auth, options.host), json });
  }

  function upload(file: File | File[], auth: Record<string, string> = {}) {
    const form = new FormData();
    for (const one of [file].flat()) form.append('file', one);
    form.append('key', 'returns/photo');
    return t.request('/api/uploads', { method: 'POST', headers: headers(auth), body: form });
  }

  const outboxTo = (recipient: string) => db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient)).orderBy(desc(outboxMessages.id));
  const requestRow = async (id: number) => (await db.select().from(contactRequests).where(eq(contactRequests.id, id)))[0];
  /** Each test starts with the per-address limits cleared: all test calls come from one address. */
  const resetLimits = () => db.delete(rateLimitHits);

  async function close() {
    await t.close();
    rmSync(uploadsDir, { recursive: true, force: true });
  }

  return { ...base, store, otherStore, flower, gummies, uploadsDir, order, contact, upload, outboxTo, requestRow, resetLimits, headers, close };
}

export type ContactTestApp = Awaited<ReturnType<typeof createContactTestApp>>;

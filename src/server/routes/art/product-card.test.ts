import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Category, StrainType } from '@/domain/categories';
import { inventoryItems } from '@/server/db/schema';
import { productCardPath } from '@/server/services/art/product-card-link';
import { cardRenderCount } from '@/server/services/art/product-card-renderer';
import { insertItem, insertStore } from '../testing/catalog-fixture';
import { createTwoBrandApp, MAIN_HOST, OTHER_HOST, type TwoBrandApp } from '../testing/two-brand-app';

/**
 * GET p/art/v1/products/{id}/card.png (issue 22): a product page's og:image. Link previews (chat apps,
 * social cards) do not show SVG, so the product's generated art is served as a 1200 × 630 PNG.
 */
let world: TwoBrandApp;
let storeId: number;
let otherStoreId: number;
beforeAll(async () => {
  world = await createTwoBrandApp();
  storeId = (await insertStore(world.db, world.brand.id)).id;
  otherStoreId = (await insertStore(world.db, world.otherBrand.id)).id;
});
afterAll(() => world.close());

const card = (path: string, headers: Record<string, string> = {}, host = MAIN_HOST) => world.t.app.request(path, { headers: { host, ...headers } });
const cardOf = (id: number | string) => `/api/p/art/v1/products/${id}/card.png`;
/** The link a product page's head gives (services/art/product-card-link.ts), from the item as stored now. */
const linkOf = async (id: number) => {
  const [row] = await world.db.select().from(inventoryItems).where(eq(inventoryItems.id, id));
  return productCardPath({ id, category: row!.category as Category, strain_type: row!.strainType as StrainType | null, brand: row!.brand, name: row!.name, ecomm_display_name: row!.ecommDisplayName });
};

/** Width and height from the PNG's IHDR chunk, after its 8-byte signature. */
function pngSize(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { signature: [...bytes.subarray(0, 8)], chunk: new TextDecoder().decode(bytes.subarray(12, 16)), width: view.getUint32(16), height: view.getUint32(20) };
}

describe('GET p/art/v1/products/{id}/card.png', () => {
  test('answers a 1200 × 630 PNG that a link made for its drawing may keep for good', async () => {
    const item = await insertItem(world.db, storeId, { name: 'Blue Dream 3.5g', brand: 'Lantern Leaf', strainType: null });
    const link = await linkOf(item.id);
    expect(link).toMatch(new RegExp(`^${cardOf(item.id)}\\?v=[0-9a-z]+$`));
    const response = await card(link);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('etag')).toMatch(/^"card-[0-9a-z]+"$/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const size = pngSize(new Uint8Array(await response.arrayBuffer()));
    expect(size).toEqual({ signature: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], chunk: 'IHDR', width: 1200, height: 630 });
  });

  test('a link without the current version (an old share, a guess) is kept an hour, and revalidates by its ETag without a render', async () => {
    const item = await insertItem(world.db, storeId, { name: 'Sour Diesel 3.5g' });
    const first = await card(cardOf(item.id));
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, max-age=3600');
    const etag = first.headers.get('etag')!;
    const rendered = cardRenderCount();
    const again = await card(cardOf(item.id), { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(cardRenderCount()).toBe(rendered);
  });

  test('renaming the product gives its card a new link; the old one still shows the card, no longer for good', async () => {
    const item = await insertItem(world.db, storeId, { name: 'Gelato 3.5g' });
    const before = await linkOf(item.id);
    await world.db.update(inventoryItems).set({ name: 'Gelato #41 3.5g', ecommDisplayName: 'Gelato #41 3.5g' }).where(eq(inventoryItems.id, item.id));
    const after = await linkOf(item.id);
    expect(after).not.toBe(before);
    expect((await card(after)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const old = await card(before);
    expect(old.status).toBe(200);
    expect(old.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  test('a burst of crawlers asking at once renders the card once, and the next ask is answered from memory', async () => {
    const item = await insertItem(world.db, storeId, { name: 'Wedding Cake 3.5g' });
    const rendered = cardRenderCount();
    const answers = await Promise.all(Array.from({ length: 6 }, () => card(cardOf(item.id))));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const bodies = await Promise.all(answers.map(async (answer) => Buffer.from(await answer.arrayBuffer()).toString('base64')));
    expect(new Set(bodies).size).toBe(1);
    expect(cardRenderCount()).toBe(rendered + 1);
    expect((await card(cardOf(item.id))).status).toBe(200);
    expect(cardRenderCount()).toBe(rendered + 1);
  });

  test("answers 404 for an unknown product, another brand's product on this brand's host, and a product hidden from every usage type", async () => {
    const theirs = await insertItem(world.db, otherStoreId, { name: 'Harbor Haze' });
    const hidden = await insertItem(world.db, storeId, { hiddenUsageTypes: ['recreational', 'medical'] });
    for (const id of [999_999, theirs.id, hidden.id]) {
      const response = await card(cardOf(id));
      expect(response.status, String(id)).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    }
    // Its own brand's host shows it.
    expect((await card(cardOf(theirs.id), {}, OTHER_HOST)).status).toBe(200);
  });

  test('answers 400 with field errors for a malformed id or version', async () => {
    const item = await insertItem(world.db, storeId);
    const cases: [string, string][] = [
      [cardOf('abc'), 'id'],
      [cardOf(0), 'id'],
      [cardOf('-1'), 'id'],
      [cardOf('1.5'), 'id'],
      [cardOf('99999999999'), 'id'],
      [`${cardOf(item.id)}?v=${encodeURIComponent('<x>')}`, 'v'],
      [`${cardOf(item.id)}?v=${'a'.repeat(14)}`, 'v'],
    ];
    for (const [path, field] of cases) {
      const response = await card(path);
      expect(response.status, path).toBe(400);
      const body = (await response.json()) as { fields?: Record<string, string[]> };
      expect(Object.keys(body.fields ?? {}), path).toContain(field);
    }
  });
});

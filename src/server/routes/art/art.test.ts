import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { productArtUrl } from '@/api/art';
import { API_HEADERS } from '@/api/common';
import { productSchema } from '@/api/inventory';
import { CART_HOST, createCartTestApp, type CartTestApp } from '../testing/cart-fixture';

/**
 * GET p/art/v1/product.svg (issue 21 "Seed art", README "Product art"): every product without an
 * uploaded picture shows its own generated art, wherever the app shows products.
 */
let app: CartTestApp;
beforeAll(async () => {
  app = await createCartTestApp();
});
afterAll(() => app.close());

const ART = '/api/p/art/v1/product.svg';
const art = (query: string) => app.t.app.request(`${ART}?${query}`, { headers: { host: CART_HOST } });

describe('GET p/art/v1/product.svg', () => {
  test('answers an SVG image that caches for a year and can never run as a page', async () => {
    const response = await art('category=flower&strain=indica&brand=Lantern%20Leaf&name=Blue%20Dream');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain('>INDICA</text>');
    // Needs no key, sign-in or store: an <img> sends none.
    expect(await (await art('category=flower&strain=indica&brand=Lantern%20Leaf&name=Blue%20Dream')).text()).toBe(svg);
  });

  test('escapes what a console user or a feed typed as the brand', async () => {
    const response = await art(`category=edibles&strain=none&brand=${encodeURIComponent('<script>alert(1)</script>')}&name=x`);
    expect(response.status).toBe(200);
    const svg = await response.text();
    expect(svg).not.toMatch(/<script/i);
    expect(svg.toLowerCase()).toContain('&#60;script&#62;');
  });

  test('refuses an unknown category or strain, a missing or too long name, and control characters with 400 and field errors', async () => {
    const cases: [string, string][] = [
      ['category=weed&strain=indica&brand=b&name=n', 'category'],
      ['category=flower&strain=ruderalis&brand=b&name=n', 'strain'],
      ['category=flower&strain=indica&brand=b&name=', 'name'],
      ['category=flower&strain=indica&brand=b', 'name'],
      [`category=flower&strain=indica&brand=b&name=${'x'.repeat(161)}`, 'name'],
      [`category=flower&strain=indica&brand=${'x'.repeat(81)}&name=n`, 'brand'],
      ['category=flower&strain=indica&brand=a%00b&name=n', 'brand'],
      ['category=flower&strain=indica&brand=b&name=a%0Ab', 'name'],
    ];
    for (const [query, field] of cases) {
      const response = await art(query);
      expect(response.status, query).toBe(400);
      const body = (await response.json()) as { fields: Record<string, string[]> };
      expect(Object.keys(body.fields), query).toContain(field);
    }
  });
});

describe('where products are shown, a product without an uploaded picture gets its art; an upload wins', () => {
  test('the product read, the product list and a cart line', async () => {
    const store = await app.store();
    const plain = await app.item(store.id, { name: 'Blue Dream - 3.5g', ecommDisplayName: 'Blue Dream', brand: 'Lantern Leaf', category: 'flower', strainType: 'indica', images: [] });
    const uploaded = await app.item(store.id, { name: 'Gelato - 1g', brand: 'Lantern Leaf', category: 'vapes', strainType: 'hybrid', images: ['/api/product-images/product-' + 'a'.repeat(32)] });
    const expected = productArtUrl({ category: 'flower', strain_type: 'indica', brand: 'Lantern Leaf', name: 'Blue Dream' });
    expect(expected).toBe(`${ART}?category=flower&strain=indica&brand=Lantern+Leaf&name=Blue+Dream`);

    const read = async (id: number) => {
      const response = await app.get(`/p/inventory/${id}?store_id=${store.id}`, { [API_HEADERS.apiKey]: 'apotheca-public-web-key' });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return productSchema.parse(response.body);
    };
    expect((await read(plain.id)).images).toEqual([expected]);
    expect((await read(uploaded.id)).images).toEqual(['/api/product-images/product-' + 'a'.repeat(32)]);
    expect((await app.t.app.request(expected, { headers: { host: CART_HOST } })).status).toBe(200);

    const list = await app.get(`/p/inventory?store_id=${store.id}`);
    const rows = (list.body as { data: { id: number; images: string[] }[] }).data;
    expect(rows.find((row) => row.id === plain.id)?.images).toEqual([expected]);

    const shopper = await app.shopper();
    const cart = await app.fillCart(shopper.auth, store.id, [{ id: plain.id }, { id: uploaded.id }]);
    expect(cart.cart_items.map((line) => line.inventory.image_urls)).toEqual([[expected], ['/api/product-images/product-' + 'a'.repeat(32)]]);
  });
});

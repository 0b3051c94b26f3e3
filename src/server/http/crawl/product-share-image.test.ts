import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { orderingApps } from '@/server/db/schema';
import { createWebDistApp } from '../../../../tests/support/web-dist-app';
import { insertItem, insertStore } from '../../routes/testing/catalog-fixture';

// Issue 22: a shared product link previews with a picture. Chat apps and social cards do not show SVG,
// so a product whose picture is its generated art (an SVG) shares its PNG card instead.
let served: Awaited<ReturnType<typeof createWebDistApp>>;
let storeId: number;
beforeAll(async () => {
  served = await createWebDistApp({ 'index.html': '<!doctype html><html><head><title>Apotheca</title></head><body><div id="root"></div></body></html>' });
  const [main] = await served.db.select({ id: orderingApps.id }).from(orderingApps).where(eq(orderingApps.slug, 'apotheca'));
  storeId = (await insertStore(served.db, main!.id, { state: 'NY' })).id;
});
afterAll(() => served.close());

const request = (path: string, accept: string) => served.app.request(path, { headers: { accept, cookie: 'apotheca_age_confirmed=true', host: 'localhost' } });

async function previewImages(productId: number) {
  const response = await request(`/product/${productId}`, 'text/html');
  expect(response.status).toBe(200);
  const html = await response.text();
  const size = [...html.matchAll(/<meta property="og:image:(\w+)" content="([^"]+)">/g)].map(([, key, value]) => `${key}=${value}`);
  const og = /<meta property="og:image" content="([^"]+)">/.exec(html)?.[1];
  const twitter = /<meta name="twitter:image" content="([^"]+)">/.exec(html)?.[1];
  return { og: og?.replace(/&amp;/g, '&'), twitter: twitter?.replace(/&amp;/g, '&'), size };
}

describe("a product page's link preview image", () => {
  test('is the PNG share card when the product shows its generated art, and that address answers the card', async () => {
    const item = await insertItem(served.db, storeId, { name: 'Blue Dream 3.5g', brand: 'Lantern Leaf' });
    const { og, twitter, size } = await previewImages(item.id);
    expect(og).toMatch(new RegExp(`^http://localhost/api/p/art/v1/products/${item.id}/card\\.png\\?v=[0-9a-z]+$`));
    expect(twitter).toBe(og);
    // Its size and type, so a preview lays the card out large before it loads.
    expect(size).toEqual(['width=1200', 'height=630', 'type=image/png']);
    const image = await request(new URL(og!).pathname + new URL(og!).search, 'image/webp,image/*,*/*');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  test('is the card too for a picture that is any other SVG, and an uploaded raster picture as it is', async () => {
    const svg = await insertItem(served.db, storeId, { images: ['/images/products/flower.svg'] });
    expect((await previewImages(svg.id)).og).toMatch(new RegExp(`/api/p/art/v1/products/${svg.id}/card\\.png\\?v=`));
    const uploaded = await insertItem(served.db, storeId, { images: ['/api/product-images/product-0a1b2c.jpg', '/images/products/flower.svg'] });
    expect(await previewImages(uploaded.id)).toEqual({ og: 'http://localhost/api/product-images/product-0a1b2c.jpg', twitter: 'http://localhost/api/product-images/product-0a1b2c.jpg', size: [] });
  });
});

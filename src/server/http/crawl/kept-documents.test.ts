import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BRAND_NAME_SLOT, type FirstVisitGates } from '@/api/shell-document';
import { inventoryItems, orderingApps } from '@/server/db/schema';
import { catalogChanged } from '@/server/services/live/catalog-changed';
import { createWebDistApp } from '../../../../tests/support/web-dist-app';
import { insertItem, insertStore } from '../../routes/testing/catalog-fixture';

// Issue 22: a product page's document is kept assembled and gzipped with its store's catalog answers
// (README "Page HTML and Lighthouse SEO"). What a visitor gets must stay theirs and stay current.
const shell =
  '<!doctype html><html lang="en"><head><meta name="description" content="Order cannabis online." /><title>Apotheca</title>' +
  '<link rel="stylesheet" crossorigin href="/assets/index-x.css"></head>' +
  '<body><div id="root"></div><script type="module" crossorigin src="/assets/index-x.js"></script></body></html>';
const gates: FirstVisitGates = { withLogo: `<div role="alertdialog"><p>${BRAND_NAME_SLOT}</p><h2>Are you at least 21?</h2></div>`, nameOnly: `<div role="alertdialog"><p>${BRAND_NAME_SLOT}</p><h2>Are you at least 21?</h2></div>` };

let served: Awaited<ReturnType<typeof createWebDistApp>>;
const ids: Record<string, number> = {};
beforeAll(async () => {
  served = await createWebDistApp({
    'index.html': shell,
    'assets/index-x.css': 'main{color:red}',
    'assets/index-x.js': 'console.log(1)',
    'first-visit/age-gate.json': JSON.stringify(gates),
  });
  const [main] = await served.db.select({ id: orderingApps.id }).from(orderingApps).where(eq(orderingApps.slug, 'apotheca'));
  const albany = await insertStore(served.db, main!.id, { storeSlug: 'albany-ny', state: 'NY' });
  const troy = await insertStore(served.db, main!.id, { storeSlug: 'troy-ny', state: 'NY' });
  ids.store = albany.id;
  ids.otherStore = troy.id;
  ids.product = (await insertItem(served.db, albany.id, { name: 'Blue Dream 3.5g', brand: 'Acme', recPriceCents: 4500 })).id;
}, 120_000);
afterAll(() => served.close());

const crawler = { accept: 'text/html', host: 'localhost', 'accept-encoding': 'gzip, deflate, br' };
const shopperAt = (storeSlug: string) => ({ ...crawler, cookie: `apotheca_age_confirmed=true; apotheca_store=${storeSlug}; apotheca_usage=recreational` });

async function page(path: string, headers: Record<string, string>) {
  const response = await served.app.request(path, { headers });
  const body = Buffer.from(await response.arrayBuffer());
  const gzipped = response.headers.get('content-encoding') === 'gzip';
  return { status: response.status, gzipped, html: (gzipped ? gunzipSync(body) : body).toString('utf8'), vary: response.headers.get('vary') ?? '' };
}

const price = (html: string) => /"price":"([\d.]+)"/.exec(html)?.[1];

describe("a product page's kept document", () => {
  test("is the next visitor's too, gzipped, and changes as soon as the store's menu does", async () => {
    const first = await page(`/product/${ids.product}`, crawler);
    expect(first.status).toBe(200);
    expect(first.gzipped).toBe(true);
    expect(first.vary).toMatch(/accept-encoding/i);
    expect(first.html).toContain('<title>Blue Dream 3.5g');
    expect(price(first.html)).toBe('45.00');
    expect((await page(`/product/${ids.product}`, crawler)).html).toBe(first.html);
    // Written without telling anyone: the kept page (and the facts it was made from) stands...
    await served.db.update(inventoryItems).set({ recPriceCents: 3900 }).where(eq(inventoryItems.id, ids.product!));
    expect(price((await page(`/product/${ids.product}`, crawler)).html)).toBe('45.00');
    // ...until the write is announced, as every console, feed and order write does (catalogChanged).
    await catalogChanged(served.db, ids.store!, ['price'], [ids.product!]);
    expect(price((await page(`/product/${ids.product}`, crawler)).html)).toBe('39.00');
  });

  test('each visitor gets their own: the gate for a first visitor, the shell for a shopper, none kept for another store', async () => {
    const first = await page(`/product/${ids.product}`, crawler);
    const returning = await page(`/product/${ids.product}`, shopperAt('albany-ny'));
    const elsewhere = await page(`/product/${ids.product}`, shopperAt('troy-ny'));
    expect(first.html).toContain('Are you at least 21?');
    expect(returning.html).not.toContain('Are you at least 21?');
    expect(returning.html).toContain('<title>Blue Dream 3.5g');
    // A shopper of another store sees the product's head but not a document kept for the product's own store.
    expect(elsewhere.html).toContain('<title>Blue Dream 3.5g');
    expect(elsewhere.html).not.toContain('Are you at least 21?');
    expect(elsewhere.gzipped).toBe(true);
  });

  test('a client that takes no gzip gets the same page as text', async () => {
    const gzipped = await page(`/product/${ids.product}`, crawler);
    const plain = await page(`/product/${ids.product}`, { ...crawler, 'accept-encoding': 'identity' });
    expect(plain.gzipped).toBe(false);
    expect(plain.html).toBe(gzipped.html);
  });

  test('unknown products are still not found, and never kept', async () => {
    expect((await page('/product/999999', crawler)).status).toBe(404);
    expect((await page('/product/999999', crawler)).status).toBe(404);
  });
});

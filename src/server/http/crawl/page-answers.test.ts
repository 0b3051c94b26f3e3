import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { contentDocuments, orderingApps } from '@/server/db/schema';
import { createWebDistApp } from '../../../../tests/support/web-dist-app';
import { daysFromNow, insertItem, insertSpecial, insertStore } from '../../routes/testing/catalog-fixture';

// Issue 22: a plain GET gets the spec's redirects over HTTP (part 1 §2), and unknown ids a 404 with the app.
let served: Awaited<ReturnType<typeof createWebDistApp>>;
const ids: Record<string, number> = {};
beforeAll(async () => {
  served = await createWebDistApp({ 'index.html': '<!doctype html><html><head></head><body><div id="root">app</div></body></html>' });
  const brandId = async (slug: string) => (await served.db.select({ id: orderingApps.id }).from(orderingApps).where(eq(orderingApps.slug, slug)))[0]!.id;
  const main = await brandId('apotheca');
  const harbor = await brandId('harbor');
  const albany = await insertStore(served.db, main, { storeSlug: 'albany-ny', state: 'NY' });
  const springfield = await insertStore(served.db, main, { storeSlug: 'empty-il', state: 'IL' });
  await insertStore(served.db, main, { storeSlug: 'columbus-oh', state: 'OH' });
  await insertSpecial(served.db, albany.id, { discountType: 'percent', discountPercent: 10, slug: 'albany-only' });
  await insertSpecial(served.db, albany.id, { discountType: 'percent', discountPercent: 10, slug: 'patients-only', usageTypes: ['medical'] });
  await insertSpecial(served.db, albany.id, { discountType: 'percent', discountPercent: 10, slug: 'paused', pausedAt: new Date() });
  await insertSpecial(served.db, albany.id, { discountType: 'percent', discountPercent: 10, slug: 'ended', endsAt: daysFromNow(-1) });
  await insertSpecial(served.db, springfield.id, { discountType: 'percent', discountPercent: 10, slug: 'later', startsAt: daysFromNow(1) });
  ids.prerolls = (await insertItem(served.db, albany.id, { category: 'prerolls' })).id;
  await insertItem(served.db, albany.id, { category: 'edibles' });
  const harborStore = await insertStore(served.db, harbor, { storeSlug: 'salem-ma', state: 'MA' });
  ids.harborItem = (await insertItem(served.db, harborStore.id)).id;
  const published = new Date('2026-01-01T00:00:00Z');
  await served.db.insert(contentDocuments).values([
    { orderingAppId: main, type: 'education_post', uid: 'terpenes-101', data: {}, publishedOn: published },
    { orderingAppId: main, type: 'news_article', uid: 'draft', data: {}, publishedOn: null },
    { orderingAppId: main, type: 'page', uid: 'hipaa', data: {}, publishedOn: published },
  ]);
  const harborSpecialStore = await insertStore(served.db, harbor, { storeSlug: 'beverly-ma', state: 'MA' });
  await insertSpecial(served.db, harborSpecialStore.id, { discountType: 'percent', discountPercent: 10, slug: 'harbor-deal' });
});
afterAll(() => served.close());

const AGE = 'apotheca_age_confirmed=true';
const page = (path: string, { cookie = AGE, host = 'localhost' } = {}) =>
  served.app.request(path, { headers: { accept: 'text/html', cookie, host }, redirect: 'manual' });

describe('unknown pages are 404s that still carry the app (it shows its not-found screen)', () => {
  test.each([
    ['a product id no store of the brand has', '/product/999999'],
    ['a product id that is not a number', '/product/1.5'],
    ['an id past the largest', '/product/99999999999'],
    ["another brand's product", 'harbor'],
    ['an unknown store', '/store/nowhere-xx'],
    ['an unknown category', '/products/gummies'],
    ['an unpublished article', '/news/draft'],
    ['an unknown article', '/learn/nope'],
    ['a special no store of the brand runs', '/special/nope'],
    ['a paused special', '/special/paused'],
    ['an ended special', '/special/ended'],
    ['a special not started yet', '/special/later'],
    ["another brand's special", '/special/harbor-deal'],
    ["a store's menu link to an unknown store", '/menu/nowhere-xx/shop'],
    ["a store's special link to a special another store runs", '/menu/empty-il/special/albany-only'],
    ["a store's link to nothing it has", '/menu/albany-ny/other'],
    ['an unknown top-level page', '/nowhere'],
    ['a top-level content page with no published document', '/privacy-policy'],
    ['the about page before its document is published', '/about'],
  ])('%s', async (_, path) => {
    const response = await page(path === 'harbor' ? `/product/${ids.harborItem}` : path);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<div id="root">app</div>');
  });

  test("a special of the medical menu only is a 404 for a visitor shopping Adult Use (the app says 'Special not found'), a page for a patient", async () => {
    expect((await page('/special/patients-only')).status).toBe(404);
    expect((await page('/menu/albany-ny/special/patients-only')).status).toBe(404);
    const patient = `${AGE}; apotheca_store=albany-ny; apotheca_usage=medical`;
    expect((await page('/special/patients-only', { cookie: patient })).status).toBe(200);
    expect((await page('/menu/albany-ny/special/patients-only', { cookie: `${AGE}; apotheca_usage=medical` })).status).toBe(200);
  });

  test("a first visitor's unknown page is a 404 too", async () => {
    expect((await page('/product/999999', { cookie: '' })).status).toBe(404);
  });

  test.each([
    ['a product of the brand', () => `/product/${ids.prerolls}`],
    ['a store of the brand', () => '/store/albany-ny'],
    ['a category', () => '/products/flower'],
    ['a published article', () => '/learn/terpenes-101'],
    ['a running special', () => '/special/albany-only'],
    ["a store's own special link", () => '/menu/albany-ny/special/albany-only'],
    ["a store's menu link", () => '/menu/albany-ny/shop'],
    ["a store's menu link in other letters (the router matches them)", () => '/menu/albany-ny/Shop'],
    ["a store's menu link with a trailing slash", () => '/menu/albany-ny/shop/'],
    ['a top-level content page', () => '/hipaa'],
    ['the specials without a special named', () => '/special'],
    ...['/', '/cart', '/Login', '/specials', '/locations', '/learn', '/news', '/faq', '/account'].map((path) => [`the app's page ${path}`, () => path] as [string, () => string]),
  ])('%s is a page', async (_, path) => {
    expect((await page(path())).status).toBe(200);
  });

  test('a file of the build, asked for as a page, is left to the file server', async () => {
    expect((await page('/missing.svg')).status).not.toBe(404);
  });

  test('/faq is not a page for a shopper of an OH store (part 1 §2)', async () => {
    expect((await page('/faq', { cookie: `${AGE}; apotheca_store=columbus-oh` })).status).toBe(404);
    expect((await page('/faq', { cookie: `${AGE}; apotheca_store=albany-ny` })).status).toBe(200);
  });
});

describe("the spec's redirects over HTTP (part 1 §2)", () => {
  test('old store slugs and /store/choose move for good', async () => {
    const old = await page('/store/bardonia-ny');
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe('/store/hudson-valley-ny');
    expect((await page('/store/choose')).headers.get('location')).toBe('/locations');
  });

  test("/shop goes to the chosen store's first category, or home with none chosen, and says it depends on the cookie", async () => {
    const chosen = await page('/shop', { cookie: `${AGE}; apotheca_store=albany-ny; apotheca_usage=recreational` });
    expect(chosen.status).toBe(302);
    expect(chosen.headers.get('location')).toBe('/products/edibles'); // menu order: edibles before prerolls (part 1 §9)
    expect(chosen.headers.get('vary')).toContain('Cookie');
    expect((await page('/products')).headers.get('location')).toBe('/');
    expect((await page('/shop?onspecial=1', { cookie: `${AGE}; apotheca_store=albany-ny` })).headers.get('location')).toBe('/store/albany-ny?onspecial=1');
  });

  test('NY medical edibles are ingestibles, and ingestibles elsewhere are edibles', async () => {
    const medical = await page('/products/edibles?sort=price', { cookie: `${AGE}; apotheca_store=albany-ny; apotheca_usage=medical` });
    expect(medical.status).toBe(302);
    expect(medical.headers.get('location')).toBe('/products/ingestibles?sort=price');
    expect((await page('/products/ingestibles', { cookie: `${AGE}; apotheca_store=empty-il; apotheca_usage=medical` })).headers.get('location')).toBe('/products/edibles');
    expect((await page('/products/ingestibles', { cookie: `${AGE}; apotheca_store=albany-ny; apotheca_usage=medical` })).status).toBe(200);
  });

  test("the second brand is sent home from the main brand's pages, as the app does (part 1 §2)", async () => {
    for (const path of ['/learn/terpenes-101', '/faq', '/about', '/reviews']) {
      const response = await page(path, { host: 'harbor.localhost' });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/');
    }
    expect((await page('/news', { host: 'harbor.localhost' })).status).toBe(200);
  });

  test('/hippa is /hipaa', async () => {
    const response = await page('/hippa');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/hipaa');
  });

  test('a request for data, not a page, is left alone', async () => {
    expect((await served.app.request('/product/999999', { headers: { accept: 'application/json' } })).status).not.toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { contentDocuments } from '@/server/db/schema';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { insertBrand, insertItem, insertSpecial, insertStore } from '../../routes/testing/catalog-fixture';

// Issue 22: robots.txt and sitemaps per brand host, private pages kept out of search.
let t: TestApp;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  const db = t.handle.db;
  const main = await insertBrand(db, { slug: 'main', isMainBrand: true, hosts: ['localhost', 'shop.example'] });
  const other = await insertBrand(db, { slug: 'other', hosts: ['other.example'] });
  const albany = await insertStore(db, main.id, { storeSlug: 'albany-ny' });
  const recOnly = await insertStore(db, main.id, { storeSlug: 'troy-ny', isMedMenu: false });
  const salem = await insertStore(db, other.id, { storeSlug: 'salem-ma' });
  ids.listed = (await insertItem(db, albany.id, { receivedAt: new Date('2026-10-01T12:00:00Z') })).id;
  const earlier = new Date('2026-09-15T00:00:00Z');
  ids.soldOut = (await insertItem(db, albany.id, { recSellableQty: 0, medSellableQty: 0, receivedAt: earlier })).id;
  ids.hidden = (await insertItem(db, albany.id, { hiddenUsageTypes: ['recreational', 'medical'], receivedAt: earlier })).id;
  ids.medicalOnlyAtRecStore = (await insertItem(db, recOnly.id, { recPriceCents: null })).id;
  ids.otherBrand = (await insertItem(db, salem.id)).id;
  const comingSoon = await insertStore(db, main.id, { storeSlug: 'soon-ny', isMedComingSoon: true, isRecComingSoon: true });
  ids.atComingSoon = (await insertItem(db, comingSoon.id)).id;
  await insertSpecial(db, albany.id, { discountType: 'percent', discountPercent: 10, slug: 'flower-friday' });
  await insertSpecial(db, albany.id, { discountType: 'percent', discountPercent: 10, slug: 'with-code', promoCodes: ['SECRET'] });
  await insertSpecial(db, albany.id, { discountType: 'percent', discountPercent: 10, slug: 'cart-wide', discountLevel: 'cart' });
  await insertSpecial(db, albany.id, { discountType: 'percent', discountPercent: 10, slug: 'on-hold', pausedAt: new Date() });
  await insertSpecial(db, albany.id, { discountType: 'percent', discountPercent: 10, slug: 'patients-only', usageTypes: ['medical'] });
  const published = new Date('2026-09-01T00:00:00Z');
  const page = (orderingAppId: number, uid: string) => ({ orderingAppId, type: 'page', uid, data: {}, publishedOn: published });
  await db.insert(contentDocuments).values([
    { orderingAppId: main.id, type: 'education_post', uid: 'terpenes-101', data: {}, publishedOn: published },
    { orderingAppId: main.id, type: 'news_article', uid: 'draft-news', data: {}, publishedOn: null },
    { orderingAppId: other.id, type: 'education_post', uid: 'not-ours', data: {}, publishedOn: published },
    { orderingAppId: main.id, type: 'about', uid: 'about', data: {}, publishedOn: published },
    page(main.id, 'privacy-policy'),
    page(main.id, 'ny-deals'),
    page(other.id, 'privacy-policy'),
    page(other.id, 'reviews'),
  ]);
});
afterAll(() => t.close());

const get = (path: string, host = 'localhost') => t.app.request(path, { headers: { host, accept: 'text/html,application/xml' } });

describe('robots.txt', () => {
  test('keeps crawlers out of private pages and the API, and names the sitemap of the host it was asked on', async () => {
    const response = await get('/robots.txt', 'other.example');
    const text = await response.text();
    expect(response.status).toBe(200);
    for (const line of ['Disallow: /account', 'Disallow: /cart', 'Disallow: /admin', 'Disallow: /kiosk', 'Disallow: /api/', 'Allow: /']) expect(text).toContain(line);
    // A developer machine names the origin it was asked on (README "Pages for crawlers").
    expect(text).toContain('Sitemap: http://other.example/sitemap.xml');
  });
});

describe('sitemaps', () => {
  test("the index lists the brand's pages and one sitemap per store of that brand only, lastmod from the menu", async () => {
    const response = await get('/sitemap.xml');
    const text = await response.text();
    expect(response.headers.get('content-type')).toContain('application/xml');
    expect(text).toContain('<loc>http://localhost/sitemaps/pages.xml</loc>');
    expect(text).toContain('<sitemap><loc>http://localhost/sitemaps/store/albany-ny.xml</loc><lastmod>2026-10-01T12:00:00.000Z</lastmod></sitemap>');
    expect(text).toContain('/sitemaps/store/troy-ny.xml');
    expect(text).not.toContain('salem-ma');
  });

  test("a store's sitemap holds its page and the products a shopper can buy there, never sold-out, hidden or unoffered ones", async () => {
    const text = await (await get('/sitemaps/store/albany-ny.xml')).text();
    expect(text).toContain('<loc>http://localhost/store/albany-ny</loc>');
    expect(text).toContain(`<url><loc>http://localhost/product/${ids.listed}</loc><lastmod>2026-10-01T12:00:00.000Z</lastmod></url>`);
    expect(text).not.toContain(`/product/${ids.soldOut}<`);
    expect(text).not.toContain(`/product/${ids.hidden}<`);
    // Troy runs no medical menu: an item priced only for medical patients is not on its public menu.
    expect(await (await get('/sitemaps/store/troy-ny.xml')).text()).not.toContain(`/product/${ids.medicalOnlyAtRecStore}<`);
  });

  test("a store's sitemap holds its menu link and the pages of the specials it runs that shoppers browse (part 1 §5)", async () => {
    const text = await (await get('/sitemaps/store/albany-ny.xml')).text();
    expect(text).toContain('<url><loc>http://localhost/menu/albany-ny/shop</loc><lastmod>2026-10-01T12:00:00.000Z</lastmod></url>');
    expect(text).toContain('<url><loc>http://localhost/menu/albany-ny/special/flower-friday</loc></url>');
    // A special of the medical menu only: its link is a 404 for a crawler, which shops Adult Use (page-answers.ts).
    for (const hidden of ['with-code', 'cart-wide', 'on-hold', 'patients-only']) expect(text).not.toContain(`/special/${hidden}<`);
  });

  test('a store whose menus are both still coming lists its page only: its products and menu are not open to browse', async () => {
    const text = await (await get('/sitemaps/store/soon-ny.xml')).text();
    expect(text).toContain('<loc>http://localhost/store/soon-ny</loc>');
    expect(text).not.toContain(`/product/${ids.atComingSoon}<`);
    expect(text).not.toContain('/menu/');
  });

  test("another brand's store, an unknown one and a malformed name are not found", async () => {
    expect((await get('/sitemaps/store/salem-ma.xml')).status).toBe(404);
    expect((await get('/sitemaps/store/nowhere.xml')).status).toBe(404);
    expect((await get('/sitemaps/store/albany-ny')).status).toBe(404);
    expect((await get(`/sitemaps/store/${'x'.repeat(300)}.xml`)).status).toBe(404);
    expect((await get('/sitemaps/store/%3Cscript%3E.xml')).status).toBe(404);
  });

  test("the pages sitemap lists the main brand's published articles; a draft or another brand's never", async () => {
    const text = await (await get('/sitemaps/pages.xml')).text();
    expect(text).toContain('<loc>http://localhost/</loc>');
    expect(text).toContain('<loc>http://localhost/learn/terpenes-101</loc>');
    expect(text).not.toContain('draft-news');
    expect(text).not.toContain('not-ours');
    // The second brand has no articles of its own to read (part 1 §2: /learn and /news are the main brand's).
    expect(await (await get('/sitemaps/pages.xml', 'other.example')).text()).not.toContain('/learn/');
  });

  test('the pages sitemap lists the content pages each brand has, and only published top-level ones', async () => {
    const main = await (await get('/sitemaps/pages.xml')).text();
    for (const path of ['/news', '/learn', '/faq', '/about', '/locations', '/specials']) expect(main).toContain(`<loc>http://localhost${path}</loc>`);
    expect(main).toContain('<url><loc>http://localhost/privacy-policy</loc><lastmod>');
    expect(main).not.toContain('/ny-deals<'); // a /page/{id} document, not a top-level page
    const other = await (await get('/sitemaps/pages.xml', 'other.example')).text();
    expect(other).toContain('<loc>http://other.example/privacy-policy</loc>');
    expect(other).toContain('<loc>http://other.example/news</loc>');
    // Main-brand-only pages send the second brand home (part 1 §2).
    for (const path of ['/reviews', '/faq', '/about', '/learn']) expect(other).not.toContain(`http://other.example${path}<`);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_TYPES, contentListSchema, waitTimeListSchema } from '@/api/content';
import { contentDocuments, orderingApps, stores } from '@/server/db/schema';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

/**
 * The demo seed's content served by the content API (DECISIONS.md "Content service"): every published document of both
 * brands comes back through the list, parsed by the contract; the drafts never do.
 */
let t: TestApp;
let brands: { id: number; slug: string }[] = [];

beforeAll(async () => {
  // The smallest catalog the seed allows: this file is about content, not products.
  t = await createTestApp({ seedDemo: true, productsPerStore: 12 });
  brands = await t.handle.db.select({ id: orderingApps.id, slug: orderingApps.slug }).from(orderingApps).orderBy(orderingApps.id);
}, 120_000);
afterAll(() => t?.close());

async function everything(brandId: number) {
  const docs = [];
  for (const type of CONTENT_TYPES) {
    const response = await t.request(`/api/content/documents?type=${type}`, { headers: { 'x-ordering-app-id': String(brandId) } });
    expect(response.status).toBe(200);
    const list = contentListSchema.parse(response.body);
    expect(list.total_rows, type).toBe(list.rows);
    docs.push(...list.data);
  }
  return docs;
}

describe('demo content through the API', () => {
  it('serves every published document of each brand, valid by the contract, without master tags or drafts', async () => {
    for (const brand of brands) {
      const stored = await t.handle.db.execute<{ n: number; future: number }>(sql`
        select count(*)::int as n, count(*) filter (where published_on is null or published_on > now())::int as future
        from ${contentDocuments} where ordering_app_id = ${brand.id}`);
      const { n, future } = stored.rows[0]!;
      expect(future, brand.slug).toBe(1);
      const served = await everything(brand.id);
      expect(served.length, brand.slug).toBe(n - future);
      expect(served.flatMap((doc) => doc.tags)).not.toContain('master');
    }
  });

  it("answers the wait time of the brand's Adult Use stores that have one", async () => {
    for (const brand of brands) {
      const response = await t.request('/api/content/wait-times', { headers: { 'x-ordering-app-id': String(brand.id) } });
      const served = waitTimeListSchema.parse(response.body).data.map((wait) => [wait.store_id, wait.minutes]);
      const rows = await t.handle.db.select().from(stores).where(sql`${stores.orderingAppId} = ${brand.id} and ${stores.isRecMenu} and ${stores.waitTime} is not null`).orderBy(stores.id);
      expect(served, brand.slug).toEqual(rows.map((store) => [store.id, store.waitTime]));
      expect(served.length).toBeGreaterThan(0);
    }
  });

  it('opens the pages the shell links to: settings, about, a deals page, a store details page, the guide', async () => {
    const main = brands[0]!;
    for (const path of ['settings/site', 'about/about', 'page/deals-ma-adult-use', 'store_details/hudson-valley-ny', 'page/guide', 'faq_page/faq_page']) {
      const response = await t.request(`/api/content/documents/${path}`, { headers: { 'x-ordering-app-id': String(main.id) } });
      expect(response.status, path).toBe(200);
    }
  });
});

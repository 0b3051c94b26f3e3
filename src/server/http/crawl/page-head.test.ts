import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as z from 'zod';
import { contentDocuments, orderingApps } from '@/server/db/schema';
import { createWebDistApp } from '../../../../tests/support/web-dist-app';
import { insertItem, insertStore } from '../../routes/testing/catalog-fixture';

// Issue 22: public pages carry title, description, canonical URL, Open Graph / Twitter tags and JSON-LD
// before any script runs. The schemas below hold the fields search engines require for rich results.
const offerSchema = z.object({
  '@type': z.literal('Offer'),
  price: z.string().regex(/^\d+\.\d{2}$/),
  priceCurrency: z.literal('USD'),
  availability: z.enum(['https://schema.org/InStock', 'https://schema.org/OutOfStock']),
  url: z.url(),
  seller: z.object({ '@type': z.literal('Store'), name: z.string().min(1) }),
});
const productSchema = z.object({
  '@context': z.literal('https://schema.org'),
  '@type': z.literal('Product'),
  name: z.string().min(1),
  brand: z.object({ name: z.string().min(1) }),
  image: z.array(z.url()).min(1),
  offers: offerSchema,
});
const storeSchema = z.object({
  '@type': z.literal('Store'),
  name: z.string().min(1),
  telephone: z.string().min(1),
  address: z.object({ streetAddress: z.string().min(1), addressLocality: z.string().min(1), addressRegion: z.string().length(2), postalCode: z.string().min(5) }),
  geo: z.object({ latitude: z.number(), longitude: z.number() }),
  openingHoursSpecification: z.array(z.object({ dayOfWeek: z.string().startsWith('https://schema.org/'), opens: z.string().regex(/^\d\d:\d\d$/), closes: z.string().regex(/^\d\d:\d\d$/) })).min(1),
});
const breadcrumbSchema = z.object({ '@type': z.literal('BreadcrumbList'), itemListElement: z.array(z.object({ position: z.number(), name: z.string(), item: z.url() })).min(2) });

let served: Awaited<ReturnType<typeof createWebDistApp>>;
const ids: Record<string, number> = {};
beforeAll(async () => {
  served = await createWebDistApp({
    'index.html': '<!doctype html><html><head><meta name="description" content="Order cannabis online." /><title>Apotheca · Cannabis Dispensary Ordering</title></head><body><div id="root"></div></body></html>',
  });
  const [main] = await served.db.select({ id: orderingApps.id }).from(orderingApps).where(eq(orderingApps.slug, 'apotheca'));
  const store = await insertStore(served.db, main!.id, {
    storeSlug: 'albany-ny',
    ecommDisplayName: 'Albany </script><b>',
    state: 'NY',
    city: 'Albany',
    zip: '12203',
    hours: ['9:00 AM - 9:00 PM', '9:00 AM - 9:00 PM', '9:00 AM - 9:00 PM', '9:00 AM - 9:00 PM', '9:00 AM - 11:00 PM', '10:00 AM - 11:00 PM', 'Closed'].join('\n'),
  });
  ids.product = (await insertItem(served.db, store.id, { name: 'Blue Dream 3.5g', brand: 'Acme', recPriceCents: 4500, description: 'A bright, balanced "hybrid".' })).id;
  ids.soldOut = (await insertItem(served.db, store.id, { recSellableQty: 0, medSellableQty: 0 })).id;
  await served.db.insert(contentDocuments).values({
    orderingAppId: main!.id,
    type: 'education_post',
    uid: 'terpenes-101',
    data: {
      title: 'Terpenes 101',
      summary: 'What the aroma of a flower tells you.',
      featured_image: { url: '/images/content/terpenes.svg', alt: '' },
      external_link: null,
      body: [{ type: 'paragraph', text: 'Terpenes are aromatic compounds.' }],
    },
    publishedOn: new Date('2026-03-01T00:00:00Z'),
  });
});
afterAll(() => served.close());

async function document(path: string) {
  const response = await served.app.request(path, { headers: { accept: 'text/html', cookie: 'apotheca_age_confirmed=true', host: 'localhost' } });
  expect(response.status).toBe(200);
  return response.text();
}

function jsonLd(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]!));
}

describe('a product page before any script runs', () => {
  test('has its title, description, canonical URL and Open Graph and Twitter tags', async () => {
    const html = await document(`/product/${ids.product}`);
    expect(html).toContain('<title>Blue Dream 3.5g | Apotheca</title>');
    expect(html).toContain('<meta name="description" content="A bright, balanced &quot;hybrid&quot;.">');
    expect(html).toContain(`<link rel="canonical" href="http://localhost/product/${ids.product}">`);
    expect(html).toContain('<meta property="og:type" content="product">');
    expect(html).toContain('<meta property="og:title" content="Blue Dream 3.5g | Apotheca">');
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/localhost\/[^"]+">/);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  test('carries a Product with its Offer (price, currency, availability, seller) and its breadcrumb trail', async () => {
    const [product, trail] = jsonLd(await document(`/product/${ids.product}`));
    const parsed = productSchema.parse(product);
    expect(parsed.offers.price).toBe('45.00');
    expect(parsed.offers.availability).toBe('https://schema.org/InStock');
    expect(breadcrumbSchema.parse(trail).itemListElement.map((step) => step.name)).toEqual(['Home', 'Flower', 'Blue Dream 3.5g']);
  });

  test('a sold-out product says so', async () => {
    const [product] = jsonLd(await document(`/product/${ids.soldOut}`));
    expect(productSchema.parse(product).offers.availability).toBe('https://schema.org/OutOfStock');
  });

  test('no name in the data can close the JSON-LD script or inject markup', async () => {
    const html = await document(`/product/${ids.product}`);
    expect(html).not.toContain('</script><b>');
    expect(productSchema.parse(jsonLd(html)[0]).offers.seller.name).toBe('Albany </script><b>');
  });
});

describe('a store page before any script runs', () => {
  test('carries a Store with address, geo, phone and opening hours in its own local time', async () => {
    const html = await document('/store/albany-ny');
    expect(html).toContain('<title>Albany &lt;/script&gt;&lt;b&gt; Dispensary | Apotheca</title>');
    const store = storeSchema.parse(jsonLd(html)[0]);
    expect(store.address.addressRegion).toBe('NY');
    expect(store.openingHoursSpecification).toHaveLength(6); // Sunday is closed
    expect(store.openingHoursSpecification[4]).toMatchObject({ dayOfWeek: 'https://schema.org/Friday', opens: '09:00', closes: '23:00' });
  });
});

const articleSchema = z.object({
  '@type': z.literal('Article'),
  headline: z.string().min(1),
  image: z.array(z.url()).min(1),
  datePublished: z.iso.datetime(),
  dateModified: z.iso.datetime(),
  author: z.object({ name: z.string().min(1) }),
  publisher: z.object({ name: z.string().min(1) }),
});

describe('an article before any script runs', () => {
  test('has its title and summary, and an Article with headline, picture, dates, author and publisher', async () => {
    const html = await document('/learn/terpenes-101');
    expect(html).toContain('<title>Terpenes 101 | Apotheca</title>');
    expect(html).toContain('<meta property="og:type" content="article">');
    const article = articleSchema.parse(jsonLd(html)[0]);
    expect(article).toMatchObject({ headline: 'Terpenes 101', datePublished: '2026-03-01T00:00:00.000Z', author: { name: 'Apotheca' } });
  });
});

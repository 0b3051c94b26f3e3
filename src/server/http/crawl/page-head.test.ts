import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as z from 'zod';
import { contentDocuments, orderingApps, stores } from '@/server/db/schema';
import { catalogChanged } from '@/server/services/live/catalog-changed';
import { createWebDistApp } from '../../../../tests/support/web-dist-app';
import { insertItem, insertSpecial, insertStore } from '../../routes/testing/catalog-fixture';

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
  ids.store = store.id;
  ids.product = (await insertItem(served.db, store.id, { name: 'Blue Dream 3.5g', brand: 'Acme', recPriceCents: 4500, description: 'A bright, balanced "hybrid".' })).id;
  ids.soldOut = (await insertItem(served.db, store.id, { recSellableQty: 0, medSellableQty: 0 })).id;
  await insertSpecial(served.db, store.id, { discountType: 'percent', discountPercent: 20, slug: 'flower-friday', title: 'Flower Friday', caption: '20% off every eighth.', imageUrl: '/images/specials/friday.svg' });
  const published = new Date('2026-03-01T00:00:00Z');
  const faq = (uid: string, category: string, position: number, question: string, answer: unknown[]) => ({
    orderingAppId: main!.id,
    type: 'faq',
    uid,
    data: { category, question, answer, position },
    publishedOn: published,
  });
  await served.db.insert(contentDocuments).values([
    {
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
      publishedOn: published,
    },
    faq('a-id', 'Online Ordering', 2, 'What do I bring?', [{ type: 'paragraph', text: 'A valid [photo ID](/help/what-to-expect).' }, { type: 'list', ordered: false, items: ['Cash or debit'] }]),
    faq('b-order', 'Online Ordering', 1, 'How do I order?', [{ type: 'paragraph', text: 'Choose a store, fill your cart, check out.' }]),
    faq('c-cannabis', 'Cannabis 101', 1, 'What is THC?', [{ type: 'paragraph', text: 'The compound that makes you feel high.' }]),
    { orderingAppId: main!.id, type: 'about', uid: 'about', data: { hero_slides: [], featured_article_uids: [], sections: [] }, publishedOn: published },
    {
      orderingAppId: main!.id,
      type: 'page',
      uid: 'privacy-policy',
      data: { title: 'Our Privacy Policy', seo_description: 'What we collect and why.', hero_image: null, store_id: null, usage_type: null, body: [] },
      publishedOn: published,
    },
  ]);
});
afterAll(() => served.close());

const AGE = 'apotheca_age_confirmed=true';
const AT_ALBANY = `${AGE}; apotheca_store=albany-ny; apotheca_usage=recreational`;

async function document(path: string, cookie = AGE) {
  const response = await served.app.request(path, { headers: { accept: 'text/html', cookie, host: 'localhost' } });
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

  test("shows the store's settings as saved: the store is kept with its catalog answers and dropped when the console changes it", async () => {
    await document('/store/albany-ny');
    const hours = ['8:00 AM - 8:00 PM', '9:00 AM - 9:00 PM', '9:00 AM - 9:00 PM', '9:00 AM - 9:00 PM', '9:00 AM - 11:00 PM', '10:00 AM - 11:00 PM', 'Closed'];
    await served.db.update(stores).set({ hours: hours.join('\n') }).where(eq(stores.id, ids.store!));
    // What the console's save does after writing (services/admin-stores/update-store-settings.ts).
    await catalogChanged(served.db, ids.store!, ['store']);
    const store = storeSchema.parse(jsonLd(await document('/store/albany-ny'))[0]);
    expect(store.openingHoursSpecification[0]).toMatchObject({ opens: '08:00', closes: '20:00' });
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

/** What a link preview needs of any page: title, description, canonical URL and a picture, in both vocabularies. */
function expectPreview(html: string, { title, description, canonical }: { title: string; description: string; canonical: string }) {
  expect(html).toContain(`<title>${title}</title>`);
  expect(html).toContain(`<meta name="description" content="${description}">`);
  expect(html).toContain(`<link rel="canonical" href="${canonical}">`);
  expect(html).toContain(`<meta property="og:title" content="${title}">`);
  expect(html).toContain(`<meta property="og:url" content="${canonical}">`);
  expect(html).toMatch(/<meta property="og:image" content="http:\/\/localhost\/[^"]+">/);
  expect(html).toMatch(/<meta name="twitter:image" content="http:\/\/localhost\/[^"]+">/);
  expect(html.match(/<title>/g)).toHaveLength(1);
}

const listItemSchema = z.object({
  '@type': z.literal('ListItem'),
  position: z.number().int().min(1),
  url: z.url(),
  item: z.object({
    '@type': z.literal('Product'),
    name: z.string().min(1),
    url: z.url(),
    offers: offerSchema.pick({ '@type': true, price: true, priceCurrency: true, availability: true }),
  }),
});
const itemListSchema = z.object({ '@context': z.literal('https://schema.org'), '@type': z.literal('ItemList'), name: z.string().min(1), itemListElement: z.array(listItemSchema).min(1) });
const typed = (data: unknown[], type: string) => data.filter((entry) => (entry as { '@type'?: string })['@type'] === type);

describe('a category list before any script runs', () => {
  test("names the chosen store's first products with their price in an ItemList, and its trail; one canonical address whatever the store or filters", async () => {
    const html = await document('/products/flower?order_by=price', AT_ALBANY);
    expectPreview(html, {
      title: 'Shop Flower | Apotheca',
      description: 'Browse Flower on the live menu at Apotheca: compare strains, potency and prices, then order ahead.',
      canonical: 'http://localhost/products/flower',
    });
    const data = jsonLd(html);
    const list = itemListSchema.parse(typed(data, 'ItemList')[0]);
    expect(list.itemListElement.map((entry) => [entry.item.name, entry.item.offers.price, entry.url])).toEqual([['Blue Dream 3.5g', '45.00', `http://localhost/product/${ids.product}`]]);
    expect(breadcrumbSchema.parse(typed(data, 'BreadcrumbList')[0]).itemListElement.map((step) => step.name)).toEqual(['Home', 'Flower']);
  });

  test('without a chosen store (a crawler) it still has its head and trail, and no list of another store', async () => {
    const html = await document('/products/flower');
    expectPreview(html, {
      title: 'Shop Flower | Apotheca',
      description: 'Browse Flower on the live menu at Apotheca: compare strains, potency and prices, then order ahead.',
      canonical: 'http://localhost/products/flower',
    });
    expect(html).toContain('<meta property="og:image" content="http://localhost/brands/apotheca/logo.svg">');
    expect(typed(jsonLd(html), 'ItemList')).toEqual([]);
    breadcrumbSchema.parse(typed(jsonLd(html), 'BreadcrumbList')[0]);
  });

  test("a store's menu link names that store whatever the cookie: its first category's products, canonical on the link itself", async () => {
    const html = await document('/menu/albany-ny/shop');
    expect(html).toContain('<link rel="canonical" href="http://localhost/menu/albany-ny/shop">');
    expect(html).toContain('<title>Shop | Apotheca</title>'); // the path table's, as the app titles it
    const data = jsonLd(html);
    expect(itemListSchema.parse(typed(data, 'ItemList')[0]).itemListElement[0]!.item.name).toBe('Blue Dream 3.5g');
    expect(breadcrumbSchema.parse(typed(data, 'BreadcrumbList')[0]).itemListElement.map((step) => step.item)).toEqual([
      'http://localhost/',
      'http://localhost/store/albany-ny',
      'http://localhost/menu/albany-ny/shop',
    ]);
  });
});

describe('a special before any script runs', () => {
  test("has the special's own title, caption and picture, and the trail through Deals & Specials", async () => {
    for (const cookie of [AGE, AT_ALBANY]) {
      const html = await document('/special/flower-friday', cookie);
      expectPreview(html, { title: 'Flower Friday | Apotheca', description: '20% off every eighth.', canonical: 'http://localhost/special/flower-friday' });
      expect(html).toContain('<meta property="og:image" content="http://localhost/images/specials/friday.svg">');
      expect(breadcrumbSchema.parse(jsonLd(html)[0]).itemListElement.map((step) => step.name)).toEqual(['Home', 'Deals & Specials', 'Flower Friday']);
    }
  });

  test("the store's own special link is its canonical", async () => {
    const html = await document('/menu/albany-ny/special/flower-friday');
    expect(html).toContain('<link rel="canonical" href="http://localhost/menu/albany-ny/special/flower-friday">');
    expect(html).toContain('<title>Flower Friday | Apotheca</title>');
  });
});

const organizationSchema = z.object({ '@context': z.literal('https://schema.org'), '@type': z.literal('Organization'), name: z.string().min(1), url: z.url(), logo: z.url() });
const webSiteSchema = z.object({ '@context': z.literal('https://schema.org'), '@type': z.literal('WebSite'), name: z.string().min(1), url: z.url() });
const faqPageSchema = z.object({
  '@context': z.literal('https://schema.org'),
  '@type': z.literal('FAQPage'),
  mainEntity: z
    .array(z.object({ '@type': z.literal('Question'), name: z.string().min(1), acceptedAnswer: z.object({ '@type': z.literal('Answer'), text: z.string().min(1) }) }))
    .min(1),
});

describe('the brand and content pages before any script runs', () => {
  test('home names the brand as an Organization with its logo, and its WebSite', async () => {
    const html = await document('/');
    expectPreview(html, {
      title: 'Apotheca | Cannabis Dispensary Ordering',
      description: 'Order cannabis online from Apotheca dispensaries in NY, IL, OH, AZ, MA, PA and FL for pickup, curbside or delivery.',
      canonical: 'http://localhost/',
    });
    const data = jsonLd(html);
    expect(organizationSchema.parse(typed(data, 'Organization')[0]).logo).toBe('http://localhost/brands/apotheca/logo.svg');
    webSiteSchema.parse(typed(data, 'WebSite')[0]);
  });

  test("the FAQ page's questions and plain-text answers, in the page's order, as an FAQPage", async () => {
    const html = await document('/faq');
    expectPreview(html, { title: 'FAQ | Apotheca', description: 'Answers to common questions about shopping and ordering at Apotheca.', canonical: 'http://localhost/faq' });
    const faq = faqPageSchema.parse(jsonLd(html)[0]);
    expect(faq.mainEntity.map((entry) => [entry.name, entry.acceptedAnswer.text])).toEqual([
      ['What is THC?', 'The compound that makes you feel high.'],
      ['How do I order?', 'Choose a store, fill your cart, check out.'],
      ['What do I bring?', 'A valid photo ID. Cash or debit'],
    ]);
  });

  test.each([
    ['/about', 'About Us | Apotheca', 'Who we are: Apotheca dispensaries, our story and our stores.'],
    ['/learn', 'Learn | Apotheca', 'Guides and articles about cannabis from Apotheca: products, dosing, terpenes and more.'],
    ['/news', 'News | Apotheca', 'The latest news and press from Apotheca.'],
    ['/specials', 'Deals &amp; Specials | Apotheca', 'Current deals and specials at your Apotheca dispensary.'],
    ['/locations', 'Find a Dispensary | Apotheca', 'Find your nearest Apotheca dispensary: hours, wait times and directions in every state we serve.'],
  ])('%s has the path table\'s title and description, its canonical address and the brand logo', async (path, title, description) => {
    const html = await document(path);
    expectPreview(html, { title, description, canonical: `http://localhost${path}` });
    expect(html).toContain('<meta property="og:image" content="http://localhost/brands/apotheca/logo.svg">');
  });

  test("a top-level content page has its document's title and SEO description, as the app shows them", async () => {
    expectPreview(await document('/privacy-policy'), { title: 'Our Privacy Policy | Apotheca', description: 'What we collect and why.', canonical: 'http://localhost/privacy-policy' });
  });
});

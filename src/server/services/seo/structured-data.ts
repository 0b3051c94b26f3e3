import type { Product } from '@/api/inventory';
import type { Store } from '@/api/store';
import { categoryLabel, categorySlug } from '@/domain/categories';
import { hoursLines, parseWindow, WEEKDAYS } from '@/domain/store-hours';

/** schema.org JSON-LD of the public pages (issue 22): what search engines read for rich results. */
export type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

const dollars = (cents: number) => (cents / 100).toFixed(2);
const clock = (minutes: number) => `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const absolute = (origin: string, url: string) => new URL(url, origin).href;

/** The store as a schema.org Store (a LocalBusiness): address, geo, phone and its weekly hours, which are its own local time. */
export function storeJsonLd(store: Store, origin: string): JsonLd {
  const openingHoursSpecification = hoursLines(store.hours).flatMap((line, index) => {
    const window = parseWindow(line);
    return window ? [{ '@type': 'OpeningHoursSpecification', dayOfWeek: `${CONTEXT}/${WEEKDAYS[index]}`, opens: clock(window.open), closes: clock(window.close) }] : [];
  });
  return {
    '@context': CONTEXT,
    '@type': 'Store',
    '@id': absolute(origin, `/store/${encodeURIComponent(store.store_slug)}`),
    name: store.ecomm_display_name || store.name,
    url: absolute(origin, `/store/${encodeURIComponent(store.store_slug)}`),
    telephone: store.phone,
    ...(store.thumbnail_image_url ? { image: absolute(origin, store.thumbnail_image_url) } : {}),
    address: { '@type': 'PostalAddress', streetAddress: store.address_1, addressLocality: store.city, addressRegion: store.state, postalCode: store.zip, addressCountry: 'US' },
    geo: { '@type': 'GeoCoordinates', latitude: store.lat, longitude: store.lng },
    openingHoursSpecification,
  };
}

/** The product with its offer at the store that sells it: price in dollars, currency, availability and seller. */
export function productJsonLd(product: Product, store: Store, origin: string): JsonLd {
  const url = absolute(origin, `/product/${product.id}`);
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    '@id': url,
    name: product.ecomm_display_name || product.name,
    brand: { '@type': 'Brand', name: product.brand },
    category: categoryLabel(product.category, store.state, product.usage_type),
    sku: product.sku_name,
    ...(product.description ? { description: product.description } : {}),
    image: product.images.map((image) => absolute(origin, image)),
    offers: {
      '@type': 'Offer',
      url,
      price: dollars(product.discounted_price_cents ?? product.price_cents),
      priceCurrency: 'USD',
      availability: `${CONTEXT}/${product.quantity > 0 ? 'InStock' : 'OutOfStock'}`,
      itemCondition: `${CONTEXT}/NewCondition`,
      seller: { '@type': 'Store', '@id': absolute(origin, `/store/${encodeURIComponent(store.store_slug)}`), name: store.ecomm_display_name || store.name },
    },
  };
}

/** One step of a breadcrumb trail: its name and the path it links to. */
export interface TrailStep {
  name: string;
  path: string;
}

/** A trail of pages from home: what search results show instead of the bare address. */
export function breadcrumbsJsonLd(trail: readonly TrailStep[], origin: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({ '@type': 'ListItem', position: index + 1, name: step.name, item: absolute(origin, step.path) })),
  };
}

/** Home › category › product. */
export function productBreadcrumbs(product: Product, store: Store, origin: string): JsonLd {
  return breadcrumbsJsonLd(
    [
      { name: 'Home', path: '/' },
      { name: categoryLabel(product.category, store.state, product.usage_type), path: `/products/${categorySlug(product.category, store.state, product.usage_type)}` },
      { name: product.ecomm_display_name || product.name, path: `/product/${product.id}` },
    ],
    origin,
  );
}

/** The first products of a list, in its order: each a Product with its page and the price a shopper pays there. */
export function productListJsonLd(name: string, products: readonly Product[], origin: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    name,
    numberOfItems: products.length,
    itemListElement: products.map((product, index) => {
      const url = absolute(origin, `/product/${product.id}`);
      return {
        '@type': 'ListItem',
        position: index + 1,
        url,
        item: {
          '@type': 'Product',
          name: product.ecomm_display_name || product.name,
          url,
          ...(product.images[0] ? { image: absolute(origin, product.images[0]) } : {}),
          offers: {
            '@type': 'Offer',
            price: dollars(product.discounted_price_cents ?? product.price_cents),
            priceCurrency: 'USD',
            availability: `${CONTEXT}/${product.quantity > 0 ? 'InStock' : 'OutOfStock'}`,
          },
        },
      };
    }),
  };
}

/** A question and its answer as plain text. */
export interface QuestionAnswer {
  question: string;
  answer: string;
}

/** The FAQ page's questions, each with its accepted answer. */
export function faqPageJsonLd(questions: readonly QuestionAnswer[], url: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    url,
    mainEntity: questions.map((entry) => ({ '@type': 'Question', name: entry.question, acceptedAnswer: { '@type': 'Answer', text: entry.answer } })),
  };
}

/** The brand as an Organization (its name, home page and logo), and its site as a WebSite: the home page's knowledge panel. */
export function brandJsonLd(brand: { name: string; logoUrl?: string }, origin: string): JsonLd[] {
  const url = absolute(origin, '/');
  return [
    { '@context': CONTEXT, '@type': 'Organization', '@id': `${url}#organization`, name: brand.name, url, ...(brand.logoUrl ? { logo: absolute(origin, brand.logoUrl) } : {}) },
    { '@context': CONTEXT, '@type': 'WebSite', '@id': `${url}#website`, name: brand.name, url, publisher: { '@id': `${url}#organization` } },
  ];
}

export interface ArticleFacts {
  path: string;
  title: string;
  summary: string;
  imageUrl?: string;
  publishedOn: Date;
  updatedAt: Date;
}

/** A Learn or News article: headline, summary, picture and dates, written and published by the brand. */
export function articleJsonLd(article: ArticleFacts, brandName: string, origin: string): JsonLd {
  const organization = { '@type': 'Organization', name: brandName, url: absolute(origin, '/') };
  return {
    '@context': CONTEXT,
    '@type': 'Article',
    mainEntityOfPage: absolute(origin, article.path),
    headline: article.title,
    description: article.summary,
    ...(article.imageUrl ? { image: [absolute(origin, article.imageUrl)] } : {}),
    datePublished: article.publishedOn.toISOString(),
    dateModified: (article.updatedAt > article.publishedOn ? article.updatedAt : article.publishedOn).toISOString(),
    author: organization,
    publisher: organization,
  };
}

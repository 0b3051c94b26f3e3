import type { Product } from '@/api/inventory';
import type { Store } from '@/api/store';
import { resolvePageMeta } from '@/domain/page-meta';
import { productShareImagePath } from '@/server/services/art/product-card-link';
import { articleJsonLd, productBreadcrumbs, productJsonLd, storeJsonLd, type ArticleFacts, type JsonLd } from './structured-data';

/** The head a public page carries for crawlers and link previews (issue 22); rendered by http/crawl/page-head.ts. */
export interface PageHeadFacts {
  title: string;
  description: string;
  canonicalPath: string;
  imagePath?: string;
  type: string;
  jsonLd: JsonLd[];
}

export interface HeadBrand {
  name: string;
  isMainBrand: boolean;
}

const DESCRIPTION_MAX = 160;
const shorten = (text: string) => (text.length > DESCRIPTION_MAX ? `${text.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…` : text);

/** A product page: the name as the app titles it, its description (or what and where it is), the Product and its trail. */
export function productHead(product: Product, store: Store, brand: HeadBrand, origin: string): PageHeadFacts {
  const name = product.ecomm_display_name || product.name;
  const storeName = store.ecomm_display_name || store.name;
  return {
    title: `${name} | ${brand.name}`,
    description: shorten(product.description || `${name} by ${product.brand}, ${product.display_size}, at ${storeName} in ${store.city}, ${store.state}.`),
    canonicalPath: `/product/${product.id}`,
    imagePath: productShareImagePath(product),
    type: 'product',
    jsonLd: [productJsonLd(product, store, origin), productBreadcrumbs(product, store, origin)],
  };
}

/** A store page: '{store} Dispensary' as the app titles it, the path table's description, the Store. */
export function storeHead(store: Store, brand: HeadBrand, origin: string): PageHeadFacts {
  const path = `/store/${encodeURIComponent(store.store_slug)}`;
  const name = store.ecomm_display_name || store.name;
  return {
    title: `${name} Dispensary | ${brand.name}`,
    description: shorten(`${name}, ${store.address_1}, ${store.city}, ${store.state} ${store.zip}. ${resolvePageMeta(path, brand).description}`),
    canonicalPath: path,
    imagePath: store.thumbnail_image_url ?? undefined,
    type: 'business.business',
    jsonLd: [storeJsonLd(store, origin)],
  };
}

/** A Learn or News article: its title and summary as the app shows them, its picture, the Article. */
export function articleHead(article: ArticleFacts, brand: HeadBrand, origin: string): PageHeadFacts {
  return {
    title: `${article.title} | ${brand.name}`,
    description: shorten(article.summary),
    canonicalPath: article.path,
    imagePath: article.imageUrl,
    type: 'article',
    jsonLd: [articleJsonLd(article, brand.name, origin)],
  };
}

import type { Product } from '@/api/inventory';
import type { Store } from '@/api/store';
import { resolvePageMeta } from '@/domain/page-meta';
import { productShareImagePath } from '@/server/services/art/product-card-link';
import {
  articleJsonLd,
  brandJsonLd,
  breadcrumbsJsonLd,
  faqPageJsonLd,
  productBreadcrumbs,
  productJsonLd,
  productListJsonLd,
  storeJsonLd,
  type ArticleFacts,
  type JsonLd,
  type QuestionAnswer,
  type TrailStep,
} from './structured-data';

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
  /** The picture of a page that has none of its own (og:image). */
  logoUrl?: string;
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

/**
 * A page whose title and description are the path table's (src/domain/page-meta.ts), exactly as the
 * app sets them: home, locations, specials, news, learn, about, FAQ, a category list. Its picture is
 * the brand's logo unless it has one of its own.
 */
export function tablePageHead(path: string, brand: HeadBrand, more: { jsonLd?: JsonLd[]; imagePath?: string; canonicalPath?: string } = {}): PageHeadFacts {
  const meta = resolvePageMeta(path, brand);
  return {
    title: meta.title,
    description: meta.description,
    canonicalPath: more.canonicalPath ?? path,
    imagePath: more.imagePath ?? brand.logoUrl,
    type: 'website',
    jsonLd: more.jsonLd ?? [],
  };
}

/** Home: the brand as an Organization and its site as a WebSite. */
export function homeHead(brand: HeadBrand, origin: string): PageHeadFacts {
  return tablePageHead('/', brand, { jsonLd: brandJsonLd(brand, origin) });
}

/** /faq: every question with its answer as an FAQPage (none when there are no questions yet). */
export function faqHead(questions: readonly QuestionAnswer[], brand: HeadBrand, origin: string): PageHeadFacts {
  return tablePageHead('/faq', brand, { jsonLd: questions.length ? [faqPageJsonLd(questions, new URL('/faq', origin).href)] : [] });
}

/** What a list head knows: its name, the trail to it, and its first products where a store is known. */
export interface ListFacts {
  /** The address the app shows it at (its title comes from there). */
  path: string;
  canonicalPath: string;
  name: string;
  trail: TrailStep[];
  products: readonly Product[];
}

/** A product list (a category of the chosen or named store): the trail to it and, with a store, its first products as an ItemList. */
export function listHead(list: ListFacts, brand: HeadBrand, origin: string): PageHeadFacts {
  const jsonLd = [breadcrumbsJsonLd(list.trail, origin), ...(list.products.length ? [productListJsonLd(list.name, list.products, origin)] : [])];
  return tablePageHead(list.path, brand, { jsonLd, canonicalPath: list.canonicalPath, imagePath: list.products.find((product) => product.images[0])?.images[0] });
}

/** What a special's head shows: its title and caption as the special page shows them, its picture. */
export interface SpecialFacts {
  path: string;
  title: string;
  caption: string;
  imageUrl: string | null;
}

/** A special: its own title and caption, its picture (or the logo), and the trail Home › Deals & Specials › special. */
export function specialHead(special: SpecialFacts, brand: HeadBrand, origin: string): PageHeadFacts {
  const trail = [
    { name: 'Home', path: '/' },
    { name: 'Deals & Specials', path: '/specials' },
    { name: special.title, path: special.path },
  ];
  return {
    title: `${special.title} | ${brand.name}`,
    description: special.caption || resolvePageMeta(special.path, brand).description,
    canonicalPath: special.path,
    imagePath: special.imageUrl ?? brand.logoUrl,
    type: 'website',
    jsonLd: [breadcrumbsJsonLd(trail, origin)],
  };
}

/** A content page of its own top-level path (/privacy-policy, /reviews...): its title and SEO description as the app shows them. */
export function documentPageHead(page: { path: string; title: string; seoDescription: string; imageUrl?: string }, brand: HeadBrand): PageHeadFacts {
  const table = resolvePageMeta(page.path, brand);
  return {
    title: page.title ? `${page.title} | ${brand.name}` : table.title,
    description: page.seoDescription || table.description,
    canonicalPath: page.path,
    imagePath: page.imageUrl ?? brand.logoUrl,
    type: 'website',
    jsonLd: [],
  };
}

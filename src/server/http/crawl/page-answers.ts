import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { MAX_ID } from '@/api/common';
import { SHOPPING_COOKIES } from '@/api/shopping-cookies';
import { isMainBrandOnlyPath, BRAND_PAGE_REDIRECT } from '@/domain/brand-pages';
import { categoryLabel, type Category } from '@/domain/categories';
import { resolveCategorySlug, shopRedirectHref } from '@/domain/catalog-navigation';
import { showsFaq } from '@/domain/store-state';
import { shoppableUsage } from '@/domain/store-ordering';
import { resolveStoreSlug, storePagePath } from '@/domain/store-slugs';
import { isTopLevelPage, TOP_LEVEL_PAGE_ALIASES } from '@/domain/top-level-pages';
import { parseUsageType, type UsageType } from '@/domain/usage-type';
import type { Database } from '@/server/db/client';
import { chooseUsage } from '@/server/services/catalog/startup-service';
import { toStore, type StoreRow } from '@/server/services/catalog/store-mapper';
import { inventoryBreakdown } from '@/server/services/catalog/stores-service';
import { educationPostSchema, newsArticleSchema, pageSchema } from '@/api/content';
import { brandStore, faqQuestions, firstListProducts, productPageFacts, publishedDocument, runningSpecial } from '@/server/services/seo/page-facts';
import {
  articleHead,
  documentPageHead,
  faqHead,
  homeHead,
  listHead,
  productHead,
  specialHead,
  storeHead,
  tablePageHead,
  type HeadBrand,
  type PageHeadFacts,
} from '@/server/services/seo/page-heads';
import { brandForRequest } from '../brand';
import type { AppEnv } from '../context';
import { isUnsafeText } from '../safe-text';
import { PAGE_SEGMENT, SINGLE_SEGMENT_APP_PAGES } from './app-pages';
import { canonicalOrigin } from './canonical-origin';

type PageAnswer =
  /** `keptWith`: the store whose menu the page shows, when its document may be kept with its catalog answers (kept-documents.ts). */
  | { kind: 'page'; head?: PageHeadFacts; ownStore?: StoreRow; keptWith?: number }
  | { kind: 'not-found' }
  | { kind: 'redirect'; location: string; permanent: boolean; byCookie?: boolean };

const PAGE: PageAnswer = { kind: 'page' };
const NOT_FOUND: PageAnswer = { kind: 'not-found' };
const withHead = (head: PageHeadFacts): PageAnswer => ({ kind: 'page', head });
const moved = (location: string): PageAnswer => ({ kind: 'redirect', location, permanent: true });
/** Depends on the shopper's chosen store (a cookie): temporary, and never cached for another shopper. */
const byChoice = (location: string): PageAnswer => ({ kind: 'redirect', location, permanent: false, byCookie: true });
/** The second brand's way away from a main-brand-only page (part 1 §2): temporary, the brand may have it one day. */
const sentHome: PageAnswer = { kind: 'redirect', location: BRAND_PAGE_REDIRECT, permanent: false };

/** Pages whose head is the path table's alone: no data to read. */
const TABLE_PAGES = new Set(['learn', 'news', 'specials', 'locations']);
/** The about page's document (the app's ABOUT_UID): the page is not found without it. */
const ABOUT_UID = 'about';

interface ArticleShown {
  title: string;
  summary: string;
  imageUrl?: string;
}

/** Where each article type is read (part 1 §2), and what of its data a head shows. */
const ARTICLES: Record<'learn' | 'news', { type: string; read: (data: unknown) => ArticleShown | undefined }> = {
  learn: {
    type: 'education_post',
    read: (data) => {
      const post = educationPostSchema.safeParse(data).data;
      return post && { title: post.title, summary: post.summary, imageUrl: post.featured_image.url || undefined };
    },
  },
  news: {
    type: 'news_article',
    read: (data) => {
      const article = newsArticleSchema.safeParse(data).data;
      return article && { title: article.title, summary: article.summary, imageUrl: article.hero_image.url || undefined };
    },
  },
};

/**
 * A kept store row as the API answers it, mapped once per row: the rows come from the catalog cache
 * (the same object every request), and mapping one was a tenth of a kept product page's CPU.
 */
const mappedStores = new WeakMap<StoreRow, ReturnType<typeof toStore>>();
function storeOf(row: StoreRow): ReturnType<typeof toStore> {
  let store = mappedStores.get(row);
  if (!store) mappedStores.set(row, (store = toStore(row)));
  return store;
}

function segment(value: string): string | undefined {
  try {
    const decoded = decodeURIComponent(value);
    return decoded.length > 0 && decoded.length <= 200 && !isUnsafeText(decoded) ? decoded : undefined;
  } catch {
    return undefined;
  }
}

/** The shopper's chosen store of the brand (their cookie), looked up once per request. */
const chosenStores = new WeakMap<Context<AppEnv>, Promise<StoreRow | undefined>>();

async function chosenStore(c: Context<AppEnv>, orderingAppId: number) {
  let row = chosenStores.get(c);
  if (!row) {
    const slug = getCookie(c, SHOPPING_COOKIES.store);
    row = slug && slug.length <= 200 && !isUnsafeText(slug) ? brandStore(c.get('db'), orderingAppId, slug) : Promise.resolve(undefined);
    chosenStores.set(c, row);
  }
  const usage = parseUsageType(getCookie(c, SHOPPING_COOKIES.usage)) ?? 'recreational';
  return { row: await row, usage };
}

/** A category list of a store (the chosen one, or one a link names) as it opens: its label and first products; without a store, its label only. */
async function categoryList(db: Database, store: StoreRow | undefined, usage: UsageType, category: Category) {
  // The usage type startup settles on: the other one when the store has no menu for the one asked.
  const shopAs = store ? chooseUsage(store, usage) : usage;
  return { label: categoryLabel(category, store?.state, shopAs), products: store ? await firstListProducts(db, store, shopAs, category) : [] };
}

/** A one-segment address: home, the content and list pages, a top-level content page, or not found. */
async function singleSegmentAnswer(c: Context<AppEnv>, orderingAppId: number, brand: HeadBrand, origin: string, first: string): Promise<PageAnswer> {
  const db = c.get('db');
  if (first === '') return withHead(homeHead(brand, origin));
  if (first === 'shop' || first === 'products') {
    const { row, usage } = await chosenStore(c, orderingAppId);
    const store = row ? { store_slug: row.storeSlug, state: row.state, inventory_breakdown: await inventoryBreakdown(db, row, usage) } : null;
    return byChoice(shopRedirectHref(store, usage, Object.fromEntries(new URL(c.req.url).searchParams), new URL(c.req.url).search));
  }
  if (TABLE_PAGES.has(first)) return withHead(tablePageHead(`/${first}`, brand));
  if (first === 'faq') {
    // Not a page in OH (part 1 §2): the shopper's store decides, as it does in the app.
    const { row } = await chosenStore(c, orderingAppId);
    if (!showsFaq({ state: row?.state })) return NOT_FOUND;
    return withHead(faqHead(await faqQuestions(db, orderingAppId), brand, origin));
  }
  if (first === 'about') return (await publishedDocument(db, orderingAppId, 'about', ABOUT_UID)) ? withHead(tablePageHead('/about', brand)) : NOT_FOUND;
  const alias = TOP_LEVEL_PAGE_ALIASES[first];
  if (alias) return moved(`/${alias}`);
  if (isTopLevelPage(first)) {
    const document = await publishedDocument(db, orderingAppId, 'page', first);
    const page = document && pageSchema.safeParse(document.data).data;
    if (!document) return NOT_FOUND;
    if (!page) return PAGE;
    return withHead(documentPageHead({ path: `/${first}`, title: page.title, seoDescription: page.seo_description, imageUrl: page.hero_image?.url || undefined }, brand));
  }
  if (SINGLE_SEGMENT_APP_PAGES.has(first.toLowerCase())) return PAGE;
  return PAGE_SEGMENT.test(first) ? NOT_FOUND : PAGE;
}

/**
 * Store-named links (part 1 §2 path table): /menu/{storeSlug}/shop is that store's menu (the head of
 * its first category list, as the link opens it) and /menu/{storeSlug}/special/{slug} its special.
 * Their own address is their canonical: it names the store, where /products/{category} and
 * /special/{slug} mean whatever store the cookie holds.
 */
async function storeLinkAnswer(c: Context<AppEnv>, orderingAppId: number, brand: HeadBrand, origin: string, parts: string[]): Promise<PageAnswer> {
  const db = c.get('db');
  // A trailing slash is left to the app's router, as everywhere else.
  if (parts.at(-1) === '') return PAGE;
  const values = parts.slice(1).map(segment);
  const [storeSlug, kind, specialSlug] = values;
  // The router matches static segments whatever their letter case.
  const shape = (parts.length === 3 && kind?.toLowerCase() === 'shop') || (parts.length === 4 && kind?.toLowerCase() === 'special' && specialSlug !== undefined);
  if (!shape) return PAGE_SEGMENT.test(parts[1] ?? '') ? NOT_FOUND : PAGE;
  const store = storeSlug === undefined ? undefined : await brandStore(db, orderingAppId, storeSlug);
  if (!store) return NOT_FOUND;
  const storeName = store.ecommDisplayName || store.name;
  const storePath = `/store/${encodeURIComponent(store.storeSlug)}`;
  const usage = shoppableUsage(storeOf(store), parseUsageType(getCookie(c, SHOPPING_COOKIES.usage)) ?? 'recreational');
  if (parts.length === 4) {
    const path = `/menu/${encodeURIComponent(store.storeSlug)}/special/${encodeURIComponent(specialSlug!)}`;
    // The link chooses the store; the special is the one the app then shows for the usage type shopped there.
    const special = usage && (await runningSpecial(db, { orderingAppId, slug: specialSlug!, usage, onlyAt: store.id }));
    return special ? withHead(specialHead({ ...special, path }, brand, origin)) : NOT_FOUND;
  }
  const path = `/menu/${encodeURIComponent(store.storeSlug)}/shop`;
  const first = usage && (await inventoryBreakdown(db, store, usage)).categories[0]?.category;
  if (!usage || !first) return withHead(listHead({ path, canonicalPath: path, name: storeName, trail: [{ name: 'Home', path: '/' }, { name: storeName, path: storePath }], products: [] }, brand, origin));
  const list = await categoryList(db, store, usage, first);
  const name = `${list.label} at ${storeName}`;
  const trail = [
    { name: 'Home', path: '/' },
    { name: storeName, path: storePath },
    { name: list.label, path },
  ];
  return withHead(listHead({ path, canonicalPath: path, name, trail, products: list.products }, brand, origin));
}

/**
 * What a plain GET of a page address answers (issue 22), before the app runs: the spec's redirects as
 * real HTTP redirects, an unknown product, store, category, special, article or page as a 404 (the
 * body is still the app, which shows its not-found screen), and a known page with its head.
 */
async function pageAnswer(c: Context<AppEnv>, orderingAppId: number, brand: HeadBrand, origin: string): Promise<PageAnswer> {
  const db = c.get('db');
  const parts = c.req.path.split('/').slice(1);
  const [first, second] = parts;
  const search = new URL(c.req.url).search;
  if (!brand.isMainBrand && isMainBrandOnlyPath(c.req.path)) return sentHome;
  if (parts.length === 1) return singleSegmentAnswer(c, orderingAppId, brand, origin, first ?? '');
  if (first === 'menu') return storeLinkAnswer(c, orderingAppId, brand, origin, parts);
  if (parts.length !== 2 || second === undefined) return PAGE;
  const value = segment(second);
  if (value === undefined) return NOT_FOUND;
  switch (first) {
    case 'product': {
      const id = /^\d{1,10}$/.test(value) ? Number(value) : 0;
      if (id < 1 || id > MAX_ID) return NOT_FOUND;
      const usage = parseUsageType(getCookie(c, SHOPPING_COOKIES.usage));
      const facts = await productPageFacts(db, { id, orderingAppId, usage });
      if (!facts) return NOT_FOUND;
      const { product, store: storeRow } = facts;
      // A visitor who has chosen no store (a crawler) sees the product at its own store (server-rendered-pages.ts).
      return { kind: 'page', head: productHead(product, storeOf(storeRow), brand, origin), ownStore: storeRow, keptWith: storeRow.id };
    }
    case 'store': {
      const route = resolveStoreSlug(value);
      if (route.kind === 'locator') return moved(route.path);
      if (route.kind === 'redirect') return moved(storePagePath(route.slug));
      const store = await brandStore(db, orderingAppId, value);
      return store ? withHead(storeHead(storeOf(store), brand, origin)) : NOT_FOUND;
    }
    case 'products': {
      const { row, usage } = await chosenStore(c, orderingAppId);
      const route = resolveCategorySlug(value, row?.state, usage);
      if (route.kind === 'unknown') return NOT_FOUND;
      if (route.kind === 'redirect') return byChoice(`/products/${route.slug}${search}`);
      // One address per category whatever the store or filters: the list as the chosen store shows it.
      const path = `/products/${encodeURIComponent(value)}`;
      const list = await categoryList(db, row, usage, route.category);
      const head = listHead({ path, canonicalPath: path, name: list.label, trail: [{ name: 'Home', path: '/' }, { name: list.label, path }], products: list.products }, brand, origin);
      return { kind: 'page', head, keptWith: row?.id };
    }
    case 'special': {
      const { row, usage } = await chosenStore(c, orderingAppId);
      // The usage type the app asks for the special in: the one the shopper shops at their store.
      const shopAs = row ? chooseUsage(row, usage) : usage;
      const special = await runningSpecial(db, { orderingAppId, slug: value, usage: shopAs, preferredStoreId: row?.id });
      return special ? withHead(specialHead({ ...special, path: `/special/${encodeURIComponent(value)}` }, brand, origin)) : NOT_FOUND;
    }
    case 'learn':
    case 'news': {
      const article = ARTICLES[first];
      const document = brand.isMainBrand ? await publishedDocument(db, orderingAppId, article.type, value) : undefined;
      if (!document) return NOT_FOUND;
      const shown = article.read(document.data);
      const path = `/${first}/${encodeURIComponent(value)}`;
      return shown ? withHead(articleHead({ ...shown, path, publishedOn: document.publishedOn, updatedAt: document.updatedAt }, brand, origin)) : PAGE;
    }
    default:
      return PAGE;
  }
}

/** A browser or crawler asking for a page (not a file of the build, not the API). */
function isPageRequest(c: Context<AppEnv>): boolean {
  return c.req.method === 'GET' && (c.req.header('accept')?.includes('text/html') ?? false) && !c.req.path.startsWith('/api/');
}

export const pageAnswers: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!isPageRequest(c)) return next();
  const brand = await brandForRequest(c.get('db'), { brand: c.req.query('brand'), host: c.req.header('host') });
  if (!brand) return next();
  const origin = canonicalOrigin(c, brand.hosts);
  const answer = await pageAnswer(c, brand.id, brand, origin);
  if (answer.kind === 'redirect') {
    if (answer.byCookie) c.header('Vary', 'Cookie');
    c.header('Cache-Control', 'no-store');
    return c.redirect(answer.location, answer.permanent ? 301 : 302);
  }
  // Not rendered on the server: the app shows its not-found screen (server-rendered-pages.ts).
  if (answer.kind === 'not-found') c.set('pageMissing', true);
  if (answer.kind === 'page') {
    const store = (await chosenStore(c, brand.id)).row ?? answer.ownStore;
    c.set('pageStore', store && { slug: store.storeSlug, id: store.id });
    // The document's sender writes the head into the shell (page-head.ts pageShell), before the page goes in.
    const { head } = answer;
    if (head) {
      c.set('pageHead', {
        ...head,
        canonicalUrl: new URL(head.canonicalPath, origin).href,
        imageUrl: head.imagePath ? new URL(head.imagePath, origin).href : undefined,
        siteName: brand.name,
      });
    }
    // Kept only when the page is shown for the store whose menu it is (not another store's product).
    if (answer.keptWith !== undefined && answer.keptWith === store?.id) c.set('pageKeptWith', answer.keptWith);
  }
  await next();
  if (answer.kind === 'not-found' && c.res.status === 200) c.res = new Response(c.res.body, { status: 404, headers: c.res.headers });
};

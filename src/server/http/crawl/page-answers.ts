import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { MAX_ID } from '@/api/common';
import { SHOPPING_COOKIES } from '@/api/shopping-cookies';
import { resolveCategorySlug, shopRedirectHref } from '@/domain/catalog-navigation';
import { resolveStoreSlug, storePagePath } from '@/domain/store-slugs';
import { parseUsageType } from '@/domain/usage-type';
import { getProduct } from '@/server/services/catalog/inventory-service';
import { toStore } from '@/server/services/catalog/store-mapper';
import { inventoryBreakdown } from '@/server/services/catalog/stores-service';
import { educationPostSchema, newsArticleSchema } from '@/api/content';
import { brandStore, publishedDocument, storeById } from '@/server/services/seo/page-facts';
import { articleHead, productHead, storeHead, type HeadBrand, type PageHeadFacts } from '@/server/services/seo/page-heads';
import { brandForRequest } from '../brand';
import type { AppEnv } from '../context';
import { ApiProblem } from '../errors';
import { isUnsafeText } from '../safe-text';
import { canonicalOrigin } from './canonical-origin';
import { withPageHead } from './page-head';

type PageAnswer = { kind: 'page'; head?: PageHeadFacts } | { kind: 'not-found' } | { kind: 'redirect'; location: string; permanent: boolean };

const PAGE: PageAnswer = { kind: 'page' };
const NOT_FOUND: PageAnswer = { kind: 'not-found' };
const moved = (location: string): PageAnswer => ({ kind: 'redirect', location, permanent: true });
/** Depends on the shopper's chosen store (a cookie): temporary, and never cached for another shopper. */
const byChoice = (location: string): PageAnswer => ({ kind: 'redirect', location, permanent: false });

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

function segment(value: string): string | undefined {
  try {
    const decoded = decodeURIComponent(value);
    return decoded.length > 0 && decoded.length <= 200 && !isUnsafeText(decoded) ? decoded : undefined;
  } catch {
    return undefined;
  }
}

async function chosenStore(c: Context<AppEnv>, orderingAppId: number) {
  const slug = getCookie(c, SHOPPING_COOKIES.store);
  const usage = parseUsageType(getCookie(c, SHOPPING_COOKIES.usage)) ?? 'recreational';
  const row = slug && slug.length <= 200 && !isUnsafeText(slug) ? await brandStore(c.get('db'), orderingAppId, slug) : undefined;
  return { row, usage };
}

/**
 * What a plain GET of a page address answers (issue 22), before the app runs: the spec's redirects as
 * real HTTP redirects, and an unknown product, store, category or article as a 404 (the body is still
 * the app, which shows its not-found screen). Everything else is the page.
 */
async function pageAnswer(c: Context<AppEnv>, orderingAppId: number, brand: HeadBrand, origin: string): Promise<PageAnswer> {
  const db = c.get('db');
  const parts = c.req.path.split('/').slice(1);
  const [first, second] = parts;
  const search = new URL(c.req.url).search;
  if (parts.length === 1 && (first === 'shop' || first === 'products')) {
    const { row, usage } = await chosenStore(c, orderingAppId);
    const store = row ? { store_slug: row.storeSlug, state: row.state, inventory_breakdown: await inventoryBreakdown(db, row, usage) } : null;
    return byChoice(shopRedirectHref(store, usage, Object.fromEntries(new URL(c.req.url).searchParams), search));
  }
  if (parts.length !== 2 || second === undefined) return PAGE;
  const value = segment(second);
  if (value === undefined) return NOT_FOUND;
  switch (first) {
    case 'product': {
      const id = /^\d{1,10}$/.test(value) ? Number(value) : 0;
      if (id < 1 || id > MAX_ID) return NOT_FOUND;
      const usage = parseUsageType(getCookie(c, SHOPPING_COOKIES.usage));
      const product = await getProduct(db, { id, orderingAppId, usage, now: new Date() }).catch((error: unknown) => {
        if (error instanceof ApiProblem && error.status === 404) return undefined;
        throw error;
      });
      const storeRow = product && (await storeById(db, product.store_id));
      if (!product || !storeRow) return NOT_FOUND;
      // A visitor who has chosen no store (a crawler) sees the product at its own store (server-rendered-pages.ts).
      c.set('pageStoreSlug', storeRow.storeSlug);
      c.set('pageStoreId', storeRow.id);
      return { kind: 'page', head: productHead(product, toStore(storeRow), brand, origin) };
    }
    case 'store': {
      const route = resolveStoreSlug(value);
      if (route.kind === 'locator') return moved(route.path);
      if (route.kind === 'redirect') return moved(storePagePath(route.slug));
      const store = await brandStore(db, orderingAppId, value);
      return store ? { kind: 'page', head: storeHead(toStore(store), brand, origin) } : NOT_FOUND;
    }
    case 'products': {
      const { row, usage } = await chosenStore(c, orderingAppId);
      const route = resolveCategorySlug(value, row?.state, usage);
      if (route.kind === 'unknown') return NOT_FOUND;
      return route.kind === 'redirect' ? byChoice(`/products/${route.slug}${search}`) : PAGE;
    }
    case 'learn':
    case 'news': {
      const article = ARTICLES[first];
      const document = brand.isMainBrand ? await publishedDocument(db, orderingAppId, article.type, value) : undefined;
      if (!document) return NOT_FOUND;
      const shown = article.read(document.data);
      const path = `/${first}/${encodeURIComponent(value)}`;
      return shown ? { kind: 'page', head: articleHead({ ...shown, path, publishedOn: document.publishedOn, updatedAt: document.updatedAt }, brand, origin) } : PAGE;
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
    if (!answer.permanent) c.header('Vary', 'Cookie');
    c.header('Cache-Control', 'no-store');
    return c.redirect(answer.location, answer.permanent ? 301 : 302);
  }
  await next();
  if (answer.kind === 'not-found' && c.res.status === 200) c.res = new Response(c.res.body, { status: 404, headers: c.res.headers });
  if (answer.kind === 'page' && answer.head && c.res.status === 200 && c.res.headers.get('content-type')?.startsWith('text/html')) {
    const { head } = answer;
    const html = withPageHead(await c.res.text(), {
      ...head,
      canonicalUrl: new URL(head.canonicalPath, origin).href,
      imageUrl: head.imagePath ? new URL(head.imagePath, origin).href : undefined,
      siteName: brand.name,
    });
    const headers = new Headers(c.res.headers);
    headers.delete('content-length');
    c.res = new Response(html, { status: 200, headers });
  }
};

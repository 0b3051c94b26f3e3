import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { MAX_ID } from '@/api/common';
import { SHOPPING_COOKIES } from '@/api/shopping-cookies';
import { resolveCategorySlug, shopRedirectHref } from '@/domain/catalog-navigation';
import { resolveStoreSlug, storePagePath } from '@/domain/store-slugs';
import { parseUsageType } from '@/domain/usage-type';
import { inventoryBreakdown } from '@/server/services/catalog/stores-service';
import { brandStore, documentPublished, productExists } from '@/server/services/seo/page-facts';
import { brandForRequest } from '../brand';
import type { AppEnv } from '../context';

type PageAnswer = { kind: 'page' } | { kind: 'not-found' } | { kind: 'redirect'; location: string; permanent: boolean };

const PAGE: PageAnswer = { kind: 'page' };
const NOT_FOUND: PageAnswer = { kind: 'not-found' };
const moved = (location: string): PageAnswer => ({ kind: 'redirect', location, permanent: true });
/** Depends on the shopper's chosen store (a cookie): temporary, and never cached for another shopper. */
const byChoice = (location: string): PageAnswer => ({ kind: 'redirect', location, permanent: false });

const ARTICLE_TYPES: Record<string, string> = { learn: 'education_post', news: 'news_article' };

function segment(value: string): string | undefined {
  try {
    const decoded = decodeURIComponent(value);
    return decoded.length > 0 && decoded.length <= 200 ? decoded : undefined;
  } catch {
    return undefined;
  }
}

async function chosenStore(c: Context<AppEnv>, orderingAppId: number) {
  const slug = getCookie(c, SHOPPING_COOKIES.store);
  const usage = parseUsageType(getCookie(c, SHOPPING_COOKIES.usage)) ?? 'recreational';
  const row = slug && slug.length <= 200 ? await brandStore(c.get('db'), orderingAppId, slug) : undefined;
  return { row, usage };
}

/**
 * What a plain GET of a page address answers (issue 22), before the app runs: the spec's redirects as
 * real HTTP redirects, and an unknown product, store, category or article as a 404 (the body is still
 * the app, which shows its not-found screen). Everything else is the page.
 */
async function pageAnswer(c: Context<AppEnv>, orderingAppId: number, isMainBrand: boolean): Promise<PageAnswer> {
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
      return id >= 1 && id <= MAX_ID && (await productExists(db, orderingAppId, id)) ? PAGE : NOT_FOUND;
    }
    case 'store': {
      const route = resolveStoreSlug(value);
      if (route.kind === 'locator') return moved(route.path);
      if (route.kind === 'redirect') return moved(storePagePath(route.slug));
      return (await brandStore(db, orderingAppId, value)) ? PAGE : NOT_FOUND;
    }
    case 'products': {
      const { row, usage } = await chosenStore(c, orderingAppId);
      const route = resolveCategorySlug(value, row?.state, usage);
      if (route.kind === 'unknown') return NOT_FOUND;
      return route.kind === 'redirect' ? byChoice(`/products/${route.slug}${search}`) : PAGE;
    }
    case 'learn':
    case 'news':
      return isMainBrand && (await documentPublished(db, orderingAppId, ARTICLE_TYPES[first]!, value)) ? PAGE : NOT_FOUND;
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
  const answer = await pageAnswer(c, brand.id, brand.isMainBrand);
  if (answer.kind === 'redirect') {
    if (!answer.permanent) c.header('Vary', 'Cookie');
    c.header('Cache-Control', 'no-store');
    return c.redirect(answer.location, answer.permanent ? 301 : 302);
  }
  await next();
  if (answer.kind === 'not-found' && c.res.status === 200) c.res = new Response(c.res.body, { status: 404, headers: c.res.headers });
};

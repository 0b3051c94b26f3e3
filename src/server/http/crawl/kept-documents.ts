import { promisify } from 'node:util';
import { gunzipSync, gzip } from 'node:zlib';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { AGE_CONFIRMED_COOKIE } from '@/api/shell-document';
import { SHOPPING_COOKIES } from '@/api/shopping-cookies';
import { parseUsageType } from '@/domain/usage-type';
import { cachedCatalog, CATALOG_CACHE } from '@/server/services/catalog/catalog-cache';
import type { AppEnv } from '../context';
import { sendGzippedOrText } from '../gzipped-answer';

const gzipAsync = promisify(gzip);

/** Longer keys (made-up query strings) are answered without being kept. */
const MAX_KEY_LENGTH = 2_048;

/**
 * What a page's document is made of besides the data of its store: the build, the brand and the
 * origin it is asked on (the canonical links), the address, the visitor's store and usage type, whether
 * they passed the age gate (the first-visit page, 97 KB with the stylesheet inline, or the shell), and
 * whether the page was rendered on the server for it (a page left to the app is kept too, and is
 * replaced once it is rendered: the rendered one has a key of its own).
 */
function documentKey(c: Context<AppEnv>, build: number): string {
  const url = new URL(c.req.url);
  return [
    'document',
    build,
    url.protocol,
    c.req.header('host') ?? '',
    c.req.query('brand') ?? '',
    c.get('pageStore')?.id ?? '',
    parseUsageType(getCookie(c, SHOPPING_COOKIES.usage)) ?? '',
    getCookie(c, AGE_CONFIRMED_COOKIE) === 'true',
    c.get('serverPage') === undefined ? 'shell' : 'rendered',
    `${url.pathname}${url.search}`,
  ].join('|');
}

/**
 * Sends a page's document (the first-visit page or the shell, with the page's head and the page
 * rendered on the server), keeping it gzipped when the page is one of a store's menu
 * (`pageKeptWith`, set by pageAnswers): a crawler walking a menu, or shoppers opening a shared
 * product, would otherwise have the same 97 KB assembled and compressed for each request, about
 * 10 ms of the server's CPU each (README "Page HTML and Lighthouse SEO"). Kept and dropped with the
 * store's catalog answers (its menu changed, on any process), and by a rebuild (`build`).
 */
export async function sendPageDocument(c: Context<AppEnv>, build: number, assemble: () => string): Promise<Response> {
  const storeId = c.get('pageKeptWith');
  const key = storeId === undefined || CATALOG_CACHE.FRESH_MS === 0 ? undefined : documentKey(c, build);
  if (storeId === undefined || key === undefined || key.length > MAX_KEY_LENGTH) return c.html(assemble());
  const compressed = await cachedCatalog(c.get('db'), storeId, key, async () => new Uint8Array(await gzipAsync(assemble())), 'documents');
  return sendGzippedOrText(c, compressed, () => gunzipSync(compressed).toString('utf8'), 'text/html; charset=UTF-8');
}

import type { Context, Hono } from 'hono';
import { brandPageEntries, brandStoreSitemaps, storeSitemapEntries, type SitemapEntry } from '@/server/services/seo/sitemap-data';
import { brandForRequest } from '../brand';
import type { AppEnv } from '../context';
import { isUnsafeText } from '../safe-text';
import { escapeXml } from '@/server/services/text/escape-xml';
import { canonicalOrigin } from './canonical-origin';

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/** A store's menu changes through the day; crawlers may keep a sitemap this long. */
const SITEMAP_MAX_AGE_SECONDS = 900;

const lastmod = (date: Date | undefined) => (date ? `<lastmod>${date.toISOString()}</lastmod>` : '');

function xml(c: Context<AppEnv>, body: string) {
  c.header('Content-Type', 'application/xml; charset=utf-8');
  c.header('Cache-Control', `public, max-age=${SITEMAP_MAX_AGE_SECONDS}`);
  return c.body(XML_HEAD + body);
}

function urlSet(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => `<url><loc>${escapeXml(origin + entry.path)}</loc>${lastmod(entry.lastmod)}</url>`);
  return `<urlset xmlns="${NAMESPACE}">\n${urls.join('\n')}\n</urlset>\n`;
}

async function requestBrand(c: Context<AppEnv>) {
  return brandForRequest(c.get('db'), { host: c.req.header('host') });
}

/**
 * The brand host's sitemaps (issue 22): /sitemap.xml is an index of the brand's pages and one
 * sitemap per store (its store page and the products on its menus), each with lastmod from the data.
 */
export function registerSitemaps(app: Hono<AppEnv>) {
  app.get('/sitemap.xml', async (c) => {
    const brand = await requestBrand(c);
    if (!brand) return c.notFound();
    const origin = canonicalOrigin(c, brand.hosts);
    const stores = await brandStoreSitemaps(c.get('db'), brand.id);
    const sitemaps = [
      `<sitemap><loc>${escapeXml(`${origin}/sitemaps/pages.xml`)}</loc></sitemap>`,
      ...stores.map((store) => `<sitemap><loc>${escapeXml(`${origin}/sitemaps/store/${encodeURIComponent(store.slug)}.xml`)}</loc>${lastmod(store.lastmod)}</sitemap>`),
    ];
    return xml(c, `<sitemapindex xmlns="${NAMESPACE}">\n${sitemaps.join('\n')}\n</sitemapindex>\n`);
  });
  app.get('/sitemaps/pages.xml', async (c) => {
    const brand = await requestBrand(c);
    if (!brand) return c.notFound();
    return xml(c, urlSet(canonicalOrigin(c, brand.hosts), await brandPageEntries(c.get('db'), brand.id, brand.isMainBrand)));
  });
  app.get('/sitemaps/store/:file', async (c) => {
    const brand = await requestBrand(c);
    const slug = /^(.{1,200})\.xml$/.exec(c.req.param('file'))?.[1];
    const entries = brand && slug && !isUnsafeText(slug) ? await storeSitemapEntries(c.get('db'), brand.id, slug) : undefined;
    if (!brand || !entries) return c.text('Not found.', 404);
    return xml(c, urlSet(canonicalOrigin(c, brand.hosts), entries));
  });
}

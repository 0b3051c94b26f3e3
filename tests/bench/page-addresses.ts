import { storePagePath } from '@/domain/store-slugs';

/**
 * The public page addresses the pages and SEO parts ask for, found as a crawler finds them: from the
 * brand host's sitemaps (README "Pages for crawlers"), not from the database.
 */
export interface PageAddresses {
  /** The store whose products are asked for. */
  store: string;
  /** /product/{id} of every product in that store's sitemap. */
  products: string[];
  /** /store/{slug} of every store in the sitemap index. */
  stores: string[];
  /** /learn/{id} of every Learn article in the brand's pages sitemap. */
  articles: string[];
}

const XML_ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&apos;': "'" };

/** The paths of a sitemap's <loc> entries (their origin is the canonical host, not necessarily ours). */
export function sitemapPaths(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!.replace(/&(?:amp|lt|gt|quot|apos);/g, (entity) => XML_ENTITIES[entity]!)).pathname);
}

async function text(baseUrl: string, pathname: string): Promise<string> {
  const response = await fetch(`${baseUrl}${pathname}`, { signal: AbortSignal.timeout(30_000) });
  if (!response.ok) throw new Error(`GET ${pathname} answered ${response.status}`);
  return response.text();
}

/** Reads /sitemap.xml, the chosen store's sitemap and the pages sitemap of the server at baseUrl. */
export async function pageAddresses(baseUrl: string, storeSlug: string): Promise<PageAddresses> {
  const index = sitemapPaths(await text(baseUrl, '/sitemap.xml'));
  const slugs = index.map((pathname) => /^\/sitemaps\/store\/(.+)\.xml$/.exec(pathname)?.[1]).filter((slug): slug is string => Boolean(slug)).map(decodeURIComponent);
  const products = sitemapPaths(await text(baseUrl, `/sitemaps/store/${encodeURIComponent(storeSlug)}.xml`)).filter((pathname) => pathname.startsWith('/product/'));
  const articles = sitemapPaths(await text(baseUrl, '/sitemaps/pages.xml')).filter((pathname) => pathname.startsWith('/learn/'));
  return { store: storeSlug, products, stores: slugs.map(storePagePath), articles };
}

import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { contentDocuments, stores } from '@/server/db/schema';

/** One page of a sitemap: its path on the brand's host and when its data last changed. */
export interface SitemapEntry {
  path: string;
  lastmod?: Date;
}

/** The sitemap protocol's ceiling per file. */
export const SITEMAP_URL_LIMIT = 50_000;

/** The brand's stores, each with the newest batch on its menu (its sitemap's lastmod). */
export async function brandStoreSitemaps(db: Database, orderingAppId: number): Promise<{ slug: string; lastmod?: Date }[]> {
  const rows = await db.execute<{ slug: string; lastmod: Date | string | null }>(sql`
    SELECT s.store_slug AS slug, (SELECT max(i.received_at) FROM inventory_items i WHERE i.store_id = s.id) AS lastmod
    FROM ${stores} s WHERE s.ordering_app_id = ${orderingAppId} ORDER BY s.store_slug`);
  return rows.rows.map((row) => ({ slug: row.slug, lastmod: row.lastmod ? new Date(row.lastmod) : undefined }));
}

/**
 * One store's public pages: the store page and every product a shopper of either usage type can see
 * and buy there (priced, not hidden, in stock; the menus the store runs). Undefined: no such store in
 * this brand.
 */
export async function storeSitemapEntries(db: Database, orderingAppId: number, slug: string): Promise<SitemapEntry[] | undefined> {
  const [store] = await db
    .select({ id: stores.id, isMedMenu: stores.isMedMenu, isRecMenu: stores.isRecMenu })
    .from(stores)
    .where(and(eq(stores.orderingAppId, orderingAppId), eq(stores.storeSlug, slug)));
  if (!store) return undefined;
  const offered = [
    store.isRecMenu ? sql`(i.rec_price_cents IS NOT NULL AND i.rec_sellable_qty > 0 AND NOT ('recreational' = ANY(i.hidden_usage_types)))` : undefined,
    store.isMedMenu ? sql`(i.med_price_cents IS NOT NULL AND i.med_sellable_qty > 0 AND NOT ('medical' = ANY(i.hidden_usage_types)))` : undefined,
  ].filter((condition) => condition !== undefined);
  const products = offered.length
    ? await db.execute<{ id: number; lastmod: Date | string }>(sql`
        SELECT i.id, i.received_at AS lastmod FROM inventory_items i
        WHERE i.store_id = ${store.id} AND (${sql.join(offered, sql` OR `)})
        ORDER BY i.id LIMIT ${SITEMAP_URL_LIMIT - 1}`)
    : { rows: [] };
  const entries = products.rows.map((row) => ({ path: `/product/${row.id}`, lastmod: new Date(row.lastmod) }));
  const newest = entries.reduce<Date | undefined>((latest, entry) => (!latest || entry.lastmod > latest ? entry.lastmod : latest), undefined);
  return [{ path: `/store/${encodeURIComponent(slug)}`, lastmod: newest }, ...entries];
}

/** Where each published article type is read (part 1 §2): /learn and /news, the main brand's only. */
const ARTICLE_PATHS = { education_post: '/learn', news_article: '/news' } as const;

/** The brand's own pages: home, locations, specials and, for the main brand, its published articles. */
export async function brandPageEntries(db: Database, orderingAppId: number, isMainBrand: boolean): Promise<SitemapEntry[]> {
  const fixed: SitemapEntry[] = [{ path: '/' }, { path: '/locations' }, { path: '/specials' }];
  if (!isMainBrand) return fixed;
  const articles = await db
    .select({ type: contentDocuments.type, uid: contentDocuments.uid, updatedAt: contentDocuments.updatedAt })
    .from(contentDocuments)
    .where(
      and(
        eq(contentDocuments.orderingAppId, orderingAppId),
        isNotNull(contentDocuments.publishedOn),
        sql`${contentDocuments.publishedOn} <= now()`,
        sql`${contentDocuments.type} IN ('education_post', 'news_article')`,
      ),
    )
    .orderBy(asc(contentDocuments.type), asc(contentDocuments.uid))
    .limit(SITEMAP_URL_LIMIT - fixed.length - 2);
  const index = ['/learn', '/news'].map((path) => ({ path }));
  const pages = articles.map((row) => ({
    path: `${ARTICLE_PATHS[row.type as keyof typeof ARTICLE_PATHS]}/${encodeURIComponent(row.uid)}`,
    lastmod: row.updatedAt,
  }));
  return [...fixed, ...index, ...pages];
}

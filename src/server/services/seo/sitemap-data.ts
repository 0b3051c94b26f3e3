import { and, asc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { isMainBrandOnlyPath } from '@/domain/brand-pages';
import { specialLink } from '@/domain/specials';
import { shoppableUsage } from '@/domain/store-ordering';
import { TOP_LEVEL_PAGE_UIDS } from '@/domain/top-level-pages';
import { USAGE_TYPES } from '@/domain/usage-type';
import type { Database } from '@/server/db/client';
import { contentDocuments, stores } from '@/server/db/schema';
import { loadActiveSpecials } from '@/server/services/catalog/active-specials';
import { menuOpen, offeredAt } from '@/server/services/catalog/catalog-scope';
import { toStore } from '@/server/services/catalog/store-mapper';
import { findStoreRow } from '@/server/services/catalog/stores-service';

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
 * One store's public pages: the store page, its menu link, the specials it runs that have a page
 * (browseable, with a slug, not cart-level: part 1 §5) for a visitor who has chosen nothing, and every product a shopper of either usage
 * type can see and buy there (offered, in stock, on a menu open for browsing: what its product page
 * shows). Undefined: no such store in this brand.
 */
export async function storeSitemapEntries(db: Database, orderingAppId: number, slug: string): Promise<SitemapEntry[] | undefined> {
  const store = await findStoreRow(db, and(eq(stores.orderingAppId, orderingAppId), eq(stores.storeSlug, slug))!);
  if (!store) return undefined;
  const usages = USAGE_TYPES.filter((usage) => menuOpen({ store, usage }));
  const offered: SQL[] = usages.map((usage) => sql`(${sql.join(offeredAt(store.id, usage, true), sql` AND `)})`);
  const products = offered.length
    ? await db.execute<{ id: number; lastmod: Date | string }>(sql`
        SELECT i.id, i.received_at AS lastmod FROM inventory_items i
        WHERE i.store_id = ${store.id} AND (${sql.join(offered, sql` OR `)})
        ORDER BY i.id LIMIT ${SITEMAP_URL_LIMIT - 2 - SITEMAP_SPECIALS_LIMIT}`)
    : { rows: [] };
  const entries = products.rows.map((row) => ({ path: `/product/${row.id}`, lastmod: new Date(row.lastmod) }));
  const newest = entries.reduce<Date | undefined>((latest, entry) => (!latest || entry.lastmod > latest ? entry.lastmod : latest), undefined);
  const storePath = encodeURIComponent(slug);
  // A special's link opens it for the usage type a visitor who has chosen none shops there
  // (page-answers.ts): a special of the other menu only is a 404 for a crawler, so it is not listed.
  const visitorUsage = shoppableUsage(toStore(store), 'recreational');
  const specials = visitorUsage ? await specialPages(db, store.id, visitorUsage) : [];
  return [
    { path: `/store/${storePath}`, lastmod: newest },
    ...(usages.length ? [{ path: `/menu/${storePath}/shop`, lastmod: newest }] : []),
    ...specials.map((specialSlug) => ({ path: `/menu/${storePath}/special/${encodeURIComponent(specialSlug)}` })),
    ...entries,
  ];
}

/** More specials than any store runs at once: the sitemap's room for them. */
const SITEMAP_SPECIALS_LIMIT = 1_000;

/** The slugs of the specials running now at the store for a usage type, that have a page of their own. */
async function specialPages(db: Database, storeId: number, usage: (typeof USAGE_TYPES)[number]): Promise<string[]> {
  const running = await loadActiveSpecials(db, { storeId, usage, now: new Date() });
  const slugs = running.browseable.flatMap((special) => (special.slug && specialLink(special) ? [special.slug] : []));
  return [...new Set(slugs)].sort().slice(0, SITEMAP_SPECIALS_LIMIT);
}

/** Where each published article type is read (part 1 §2): /learn and /news, the main brand's only. */
const ARTICLE_PATHS = { education_post: '/learn', news_article: '/news' } as const;

/** The about page's document (the app's ABOUT_UID): the page is there once it is published. */
const ABOUT_UID = 'about';

/**
 * The brand's own pages: home, locations, specials, news, its top-level content pages that are
 * published, and for the main brand /learn, /faq, /about and its published articles. (A category
 * list is not here: /products/{category} is whichever store a shopper chose, so a crawler, which
 * chose none, would find no products there; each store's sitemap has its own menu link instead.)
 */
export async function brandPageEntries(db: Database, orderingAppId: number, isMainBrand: boolean): Promise<SitemapEntry[]> {
  const topLevelPages = sql`(${contentDocuments.type} = 'page' AND ${contentDocuments.uid} IN (${sql.join(TOP_LEVEL_PAGE_UIDS.map((uid) => sql`${uid}`), sql`, `)}))`;
  const fixed: SitemapEntry[] = [{ path: '/' }, { path: '/locations' }, { path: '/specials' }, { path: '/news' }, ...(isMainBrand ? [{ path: '/learn' }, { path: '/faq' }] : [])];
  const documents = await db
    .select({ type: contentDocuments.type, uid: contentDocuments.uid, updatedAt: contentDocuments.updatedAt })
    .from(contentDocuments)
    .where(
      and(
        eq(contentDocuments.orderingAppId, orderingAppId),
        isNotNull(contentDocuments.publishedOn),
        sql`${contentDocuments.publishedOn} <= now()`,
        isMainBrand
          ? sql`(${topLevelPages} OR ${contentDocuments.type} IN ('education_post', 'news_article') OR (${contentDocuments.type} = 'about' AND ${contentDocuments.uid} = ${ABOUT_UID}))`
          : topLevelPages,
      ),
    )
    .orderBy(asc(contentDocuments.type), asc(contentDocuments.uid))
    .limit(SITEMAP_URL_LIMIT - fixed.length);
  const pages = documents.flatMap((row): SitemapEntry[] => {
    if (row.type === 'about') return [{ path: '/about', lastmod: row.updatedAt }];
    if (row.type === 'page') return isMainBrand || !isMainBrandOnlyPath(`/${row.uid}`) ? [{ path: `/${encodeURIComponent(row.uid)}`, lastmod: row.updatedAt }] : [];
    return [{ path: `${ARTICLE_PATHS[row.type as keyof typeof ARTICLE_PATHS]}/${encodeURIComponent(row.uid)}`, lastmod: row.updatedAt }];
  });
  return [...fixed, ...pages];
}

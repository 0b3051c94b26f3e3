import { and, asc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import { FAQ_CATEGORIES, faqSchema, type RichText } from '@/api/content';
import type { Product } from '@/api/inventory';
import { plainText } from '@/domain/banner';
import type { Category } from '@/domain/categories';
import type { UsageType } from '@/domain/usage-type';
import type { Database } from '@/server/db/client';
import { contentDocuments, inventoryItems, stores } from '@/server/db/schema';
import { cachedCatalog, catalogKey } from '@/server/services/catalog/catalog-cache';
import { getProduct, listProducts, openCatalogScope } from '@/server/services/catalog/inventory-service';
import { ApiProblem } from '@/server/http/errors';
import { queryRows } from '@/server/services/catalog/sql-helpers';
import type { StoreRow } from '@/server/services/catalog/store-mapper';
import { findStoreRow } from '@/server/services/catalog/stores-service';

/** A store by id (the product's own), kept with the store's catalog answers and dropped with them. */
export function storeById(db: Database, storeId: number): Promise<StoreRow | undefined> {
  return cachedCatalog(db, storeId, catalogKey('store-row', 0, storeId, null), () => findStoreRow(db, eq(stores.id, storeId)));
}

/** Store ids by brand and slug: a slug never changes (the console cannot edit it). */
const storeIdsBySlug = new WeakMap<Database, Map<string, number>>();
const KNOWN_STORE_SLUGS = 1_000;

/**
 * The brand's store of that slug, kept with the store's catalog answers (dropped when its settings
 * change, on every process): a returning shopper's every page asks for their chosen store, and on
 * PGlite the read of a whole store row is about 2 ms of the database's one thread.
 */
export async function brandStore(db: Database, orderingAppId: number, slug: string): Promise<StoreRow | undefined> {
  let known = storeIdsBySlug.get(db);
  if (!known) storeIdsBySlug.set(db, (known = new Map()));
  const slugKey = `${orderingAppId}|${slug}`;
  const storeId = known.get(slugKey);
  if (storeId !== undefined) return storeById(db, storeId);
  const row = await findStoreRow(db, and(eq(stores.orderingAppId, orderingAppId), eq(stores.storeSlug, slug))!);
  // Only stores that exist are remembered, so made-up slugs cannot fill the map.
  if (row) {
    if (known.size >= KNOWN_STORE_SLUGS) known.clear();
    known.set(slugKey, row.id);
  }
  return row;
}

export interface PublishedDocument {
  data: Record<string, unknown>;
  publishedOn: Date;
  updatedAt: Date;
}

/** The brand's published document of that type and uid (a draft or a scheduled one is not there yet). */
export async function publishedDocument(db: Database, orderingAppId: number, type: string, uid: string, now = new Date()): Promise<PublishedDocument | undefined> {
  const [row] = await db
    .select({ data: contentDocuments.data, publishedOn: contentDocuments.publishedOn, updatedAt: contentDocuments.updatedAt })
    .from(contentDocuments)
    .where(
      and(
        eq(contentDocuments.orderingAppId, orderingAppId),
        eq(contentDocuments.type, type),
        eq(contentDocuments.uid, uid),
        isNotNull(contentDocuments.publishedOn),
        lte(contentDocuments.publishedOn, now),
      ),
    );
  return row?.publishedOn ? { data: row.data, publishedOn: row.publishedOn, updatedAt: row.updatedAt } : undefined;
}

/** How many documents the app reads in one list (CONTENT_PAGE_SIZE): the FAQ page shows as many. */
const DOCUMENT_LIST_LIMIT = 100;

/** The data of the brand's published documents of one type, as one list read of the app gets them. */
export async function publishedDocuments(db: Database, orderingAppId: number, type: string, now = new Date()): Promise<Record<string, unknown>[]> {
  const rows = await db
    .select({ data: contentDocuments.data })
    .from(contentDocuments)
    .where(
      and(
        eq(contentDocuments.orderingAppId, orderingAppId),
        eq(contentDocuments.type, type),
        isNotNull(contentDocuments.publishedOn),
        lte(contentDocuments.publishedOn, now),
      ),
    )
    .orderBy(asc(contentDocuments.uid))
    .limit(DOCUMENT_LIST_LIMIT);
  return rows.map((row) => row.data);
}

/** A rich text answer as one plain paragraph of text (links reduced to their labels, pictures left out). */
function richTextPlain(blocks: RichText): string {
  const parts = blocks.flatMap((block) => {
    switch (block.type) {
      case 'list':
        return block.items;
      case 'image':
        return block.caption ? [block.caption] : [];
      default:
        return [block.text];
    }
  });
  return parts.map((part) => plainText(part).trim()).filter(Boolean).join(' ');
}

/** The brand's FAQ as the FAQ page lists it (by category, then position), each answer as plain text. */
export async function faqQuestions(db: Database, orderingAppId: number): Promise<{ question: string; answer: string }[]> {
  const faqs = (await publishedDocuments(db, orderingAppId, 'faq')).flatMap((data) => faqSchema.safeParse(data).data ?? []);
  const rank = (faq: (typeof faqs)[number]) => FAQ_CATEGORIES.indexOf(faq.category);
  return faqs
    .sort((a, b) => rank(a) - rank(b) || a.position - b.position)
    .map((faq) => ({ question: plainText(faq.question).trim(), answer: richTextPlain(faq.answer) }))
    .filter((entry) => entry.question && entry.answer);
}

/** What a head shows of a special: its own words and picture, and the store it runs at. */
export interface SpecialShown {
  title: string;
  caption: string;
  imageUrl: string | null;
  storeId: number;
}

/**
 * The special of that slug running now (started, not ended, not paused) for the usage type the
 * shopper shops (as the app asks for it) at a store of the brand: the one at `preferred` (the
 * shopper's store, or the store a link names) when it runs there, else the oldest of another store.
 * With `onlyAt`, that store's or none. One read on the (store, slug) index.
 */
export async function runningSpecial(
  db: Database,
  request: { orderingAppId: number; slug: string; usage: UsageType; preferredStoreId?: number; onlyAt?: number; now?: Date },
): Promise<SpecialShown | undefined> {
  const now = (request.now ?? new Date()).toISOString();
  const preferred = request.onlyAt ?? request.preferredStoreId ?? 0;
  const [row] = await queryRows<{ title: string; caption: string; image_url: string | null; store_id: number }>(
    db,
    sql`SELECT s.title, s.caption, s.image_url, s.store_id FROM specials s JOIN stores st ON st.id = s.store_id
      WHERE st.ordering_app_id = ${request.orderingAppId} AND s.slug = ${request.slug}
        ${request.onlyAt === undefined ? sql`` : sql`AND s.store_id = ${request.onlyAt}`}
        AND (s.starts_at IS NULL OR s.starts_at <= ${now}::timestamptz) AND (s.ends_at IS NULL OR s.ends_at > ${now}::timestamptz)
        AND s.paused_at IS NULL AND ${request.usage} = ANY(s.usage_types)
      ORDER BY (s.store_id = ${preferred}) DESC, s.id LIMIT 1`,
  );
  return row && { title: row.title, caption: row.caption, imageUrl: row.image_url, storeId: row.store_id };
}

/** How many of a list's first products its head names (an ItemList, not the whole menu). */
export const LIST_HEAD_PRODUCTS = 10;

/**
 * The first products of a category list as the app opens it (featured first, FIFO where the store
 * uses it, sellable only), from the catalog cache the list API also fills and invalidates.
 */
export function firstListProducts(db: Database, store: StoreRow, usage: UsageType, category: Category): Promise<Product[]> {
  const query = { categories: category, order_by: 'featured', limit: LIST_HEAD_PRODUCTS, offset: 0, require_sellable_quantity: true } as const;
  return cachedCatalog(db, store.id, catalogKey('page-head-list', store.orderingAppId, store.id, { usage, ...query }), async () => {
    const scope = await openCatalogScope(db, { storeId: store.id, orderingAppId: store.orderingAppId, usage, now: new Date() });
    return (await listProducts(db, scope, query, { fifo: true })).data;
  });
}

/** The store of each product asked for (a product never moves), so its page's facts are found in the store's cache. */
const productStores = new WeakMap<Database, Map<number, number | null>>();
const KNOWN_PRODUCT_STORES = 20_000;

async function productStoreId(db: Database, id: number): Promise<number | undefined> {
  let known = productStores.get(db);
  if (!known) productStores.set(db, (known = new Map()));
  if (!known.has(id)) {
    const [row] = await db.select({ storeId: inventoryItems.storeId }).from(inventoryItems).where(eq(inventoryItems.id, id));
    if (known.size >= KNOWN_PRODUCT_STORES) known.clear();
    known.set(id, row?.storeId ?? null);
  }
  return known.get(id) ?? undefined;
}

/**
 * A product and its store as the product's page shows them (its head, and the store a visitor with
 * none chosen sees it at), kept with the store's catalog answers: every navigation to a product page
 * asks, and the answer changes only with the store's menu. Kept apart from the lists ('facts'): a
 * crawler walking a whole menu would otherwise push every list out, and find none of its own kept.
 * Undefined when there is no such product for the brand and usage type.
 */
export async function productPageFacts(
  db: Database,
  request: { id: number; orderingAppId: number; usage: UsageType | undefined },
): Promise<{ product: Product; store: StoreRow } | undefined> {
  const storeId = await productStoreId(db, request.id);
  if (storeId === undefined) return undefined;
  return cachedCatalog(db, storeId, catalogKey('product-page', request.orderingAppId, storeId, { id: request.id, usage: request.usage ?? null }), async () => {
    const product = await getProduct(db, { ...request, now: new Date() }).catch((error: unknown) => {
      if (error instanceof ApiProblem && error.status === 404) return undefined;
      throw error;
    });
    const store = product && (await storeById(db, product.store_id));
    return product && store ? { product, store } : undefined;
  }, 'facts');
}

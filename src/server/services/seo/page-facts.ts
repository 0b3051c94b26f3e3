import { and, eq, isNotNull, lte } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { contentDocuments, stores } from '@/server/db/schema';
import type { StoreRow } from '@/server/services/catalog/store-mapper';

/** A store by id (the product's own). */
export async function storeById(db: Database, storeId: number): Promise<StoreRow | undefined> {
  const [row] = await db.select().from(stores).where(eq(stores.id, storeId));
  return row;
}

/** The brand's store of that slug. */
export async function brandStore(db: Database, orderingAppId: number, slug: string): Promise<StoreRow | undefined> {
  const [row] = await db
    .select()
    .from(stores)
    .where(and(eq(stores.orderingAppId, orderingAppId), eq(stores.storeSlug, slug)));
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

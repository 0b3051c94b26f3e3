import { and, arrayContains, asc, count, desc, eq, inArray, isNotNull, lte, type SQL } from 'drizzle-orm';
import type { ContentDocument, ContentType } from '@/api/content';
import type { Database } from '@/server/db/client';
import { contentDocuments } from '@/server/db/schema';
import { toContentDocument } from './content-document';

export const CONTENT_NOT_FOUND = 'Content not found.';

export interface ContentListQuery {
  orderingAppId: number;
  type?: ContentType;
  uids?: string[];
  tag?: string;
  page: number;
  pageSize: number;
  now: Date;
}

/** Only the brand's own documents, and only once their publish date has passed: never a draft (no date) nor a scheduled one. */
function published(orderingAppId: number, now: Date): SQL[] {
  return [eq(contentDocuments.orderingAppId, orderingAppId), isNotNull(contentDocuments.publishedOn), lte(contentDocuments.publishedOn, now)];
}

const columns = {
  id: contentDocuments.id,
  type: contentDocuments.type,
  uid: contentDocuments.uid,
  tags: contentDocuments.tags,
  data: contentDocuments.data,
  publishedOn: contentDocuments.publishedOn,
};

/**
 * GET content/documents (part 1 §7): the brand's published documents by type, uids and tag (each
 * optional, all combined), newest published first, ties by uid; one page of `pageSize`.
 */
export async function listContent(db: Database, query: ContentListQuery) {
  const where = and(
    ...published(query.orderingAppId, query.now),
    query.type ? eq(contentDocuments.type, query.type) : undefined,
    query.uids ? inArray(contentDocuments.uid, query.uids) : undefined,
    query.tag ? arrayContains(contentDocuments.tags, [query.tag]) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(contentDocuments)
      .where(where)
      .orderBy(desc(contentDocuments.publishedOn), asc(contentDocuments.uid), asc(contentDocuments.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(contentDocuments).where(where),
  ]);
  const data = rows.map(toContentDocument).filter((doc): doc is ContentDocument => doc !== undefined);
  const left = rows.length - data.length;
  return { data, rows: data.length, total_rows: (total?.n ?? 0) - left };
}

/** One published document of the brand by type and uid; undefined when there is none (or it is malformed). */
export async function findContent(
  db: Database,
  query: { orderingAppId: number; type: ContentType; uid: string; now: Date },
): Promise<ContentDocument | undefined> {
  const [row] = await db
    .select(columns)
    .from(contentDocuments)
    .where(and(...published(query.orderingAppId, query.now), eq(contentDocuments.type, query.type), eq(contentDocuments.uid, query.uid)));
  return row ? toContentDocument(row) : undefined;
}

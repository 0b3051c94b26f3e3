import { contentDocumentSchema, type ContentDocument } from '@/api/content';
import { visibleTags } from '@/domain/content-pages';
import type { contentDocuments } from '@/server/db/schema';

/** A row as read; a draft (no publish date) is never a served document. */
type ContentRow = Pick<typeof contentDocuments.$inferSelect, 'id' | 'type' | 'uid' | 'tags' | 'data'> & { publishedOn: Date | null };

/**
 * A stored document as the contract's ContentDocument, its 'master' tag hidden (part 1 §3), or
 * undefined when it is a draft or its data does not match its type's schema. The client parses a whole list at once,
 * so one malformed document is left out (and logged) rather than make the whole list unreadable.
 */
export function toContentDocument(row: ContentRow): ContentDocument | undefined {
  if (!row.publishedOn) return undefined;
  const parsed = contentDocumentSchema.safeParse({
    id: row.id,
    type: row.type,
    uid: row.uid,
    tags: visibleTags(row.tags),
    published_on: row.publishedOn.toISOString(),
    data: row.data,
  });
  if (parsed.success) return parsed.data;
  console.error(`[content] document ${row.id} (${row.type}/${row.uid}) does not match its schema; not served`);
  return undefined;
}

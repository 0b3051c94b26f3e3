import { and, asc, desc, eq, sql } from 'drizzle-orm';
import * as z from 'zod/mini';
import { READABLE_ISSUES } from '@/api/issue-messages';
import {
  ADMIN_CONTENT_MESSAGES,
  type AdminContentCreate,
  type AdminContentDocument,
  type AdminContentPatch,
  type Publication,
} from '@/api/admin-content';
import { CONTENT_WRITE_SCHEMAS } from '@/api/admin-content-write';
import type { ContentType } from '@/api/content';
import { contentState } from '@/domain/content-state';
import type { Database } from '@/server/db/client';
import { contentDocuments } from '@/server/db/schema';
import { ApiProblem, badRequest, notFound } from '@/server/http/errors';
import { fieldsByPath } from '@/server/http/validate';
import { changedFields, recordBrandAudit } from '@/server/services/admin/audit-log';
import { isUniqueViolation, type Db } from '@/server/services/carts/cart-db';

/** Who writes, for which brand (the operator's own; README "Roles"). */
export interface ContentWrite {
  orderingAppId: number;
  userId: number;
}

type Row = typeof contentDocuments.$inferSelect;

export function toAdminDocument(row: Row, now: Date): AdminContentDocument {
  return {
    id: row.id,
    type: row.type as ContentType,
    uid: row.uid,
    tags: row.tags,
    published_on: row.publishedOn?.toISOString() ?? null,
    state: contentState(row.publishedOn, now),
    data: row.data,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The stored publish date of a publication: 'now' by the server's clock, never the browser's. */
const publishedOnOf = (publication: Publication, now: Date): Date | null =>
  publication === 'now' ? now : publication === null ? null : new Date(publication);

/**
 * `data` checked by its type's write schema (its read schema and the console's rules for links,
 * colours, timing and headlines, src/api/admin-content-write.ts), so nothing is kept that the
 * storefront would leave out or fall back from; errors keyed by their whole path under 'data' ('data.body.2.text').
 */
function checkedData(type: ContentType, data: Record<string, unknown>): Record<string, unknown> {
  const parsed = z.safeParse(CONTENT_WRITE_SCHEMAS[type], data, READABLE_ISSUES);
  if (parsed.success) return parsed.data as Record<string, unknown>;
  throw badRequest('Check the highlighted fields.', fieldsByPath(parsed.error.issues, ['data']));
}


const uidTaken = () => new ApiProblem(409, { error: ADMIN_CONTENT_MESSAGES.uidTaken, code: 'uid_taken', fields: { uid: [ADMIN_CONTENT_MESSAGES.uidTaken] } });

/** A concurrent write that took the uid first hits the unique index: the same 409, not a 500. */
async function guardUid<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'content_documents_app_type_uid_idx')) throw uidTaken();
    throw error;
  }
}

async function uidInUse(db: Db, orderingAppId: number, type: string, uid: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: contentDocuments.id })
    .from(contentDocuments)
    .where(and(eq(contentDocuments.orderingAppId, orderingAppId), eq(contentDocuments.type, type), eq(contentDocuments.uid, uid)));
  return row !== undefined && row.id !== exceptId;
}

/** The brand's document by id, or 404 (another brand's document is not there for this caller). */
async function brandDocument(db: Db, orderingAppId: number, id: number, lock = false): Promise<Row> {
  const query = db.select().from(contentDocuments).where(and(eq(contentDocuments.id, id), eq(contentDocuments.orderingAppId, orderingAppId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(ADMIN_CONTENT_MESSAGES.notFound);
  return row;
}

/** GET admin/content: one type's documents, drafts first, then newest publish date, then uid. */
export async function listAdminContent(db: Database, orderingAppId: number, type: ContentType, now: Date) {
  const rows = await db
    .select()
    .from(contentDocuments)
    .where(and(eq(contentDocuments.orderingAppId, orderingAppId), eq(contentDocuments.type, type)))
    .orderBy(sql`${contentDocuments.publishedOn} desc nulls first`, asc(contentDocuments.uid), desc(contentDocuments.id));
  const data = rows.map((row) => toAdminDocument(row, now));
  return { data, rows: data.length, total_rows: data.length };
}

export async function readAdminContent(db: Database, orderingAppId: number, id: number, now: Date) {
  return toAdminDocument(await brandDocument(db as unknown as Db, orderingAppId, id), now);
}

/** Audited as it is kept: the audit entry holds the document's fields as the console sends them. */
const audited = (row: Row) => ({ uid: row.uid, tags: row.tags, published_on: row.publishedOn?.toISOString() ?? null, data: row.data });

/** The audit action of an edit: a change of publication alone says which one it was. */
function editAction(after: Row, now: Date, onlyPublication: boolean): string {
  if (!onlyPublication) return 'content.update';
  return { draft: 'content.unpublish', scheduled: 'content.schedule', published: 'content.publish' }[contentState(after.publishedOn, now)];
}

/** POST admin/content: a new document of the brand, audited in the same transaction. */
export async function createAdminContent(db: Database, write: ContentWrite, body: AdminContentCreate, now: Date) {
  const data = checkedData(body.type, body.data);
  return guardUid(() =>
    db.transaction(async (tx) => {
      if (await uidInUse(tx, write.orderingAppId, body.type, body.uid)) throw uidTaken();
      const [row] = await tx
        .insert(contentDocuments)
        .values({ orderingAppId: write.orderingAppId, type: body.type, uid: body.uid, tags: body.tags, data, publishedOn: publishedOnOf(body.published_on, now) })
        .returning();
      await recordBrandAudit(tx, write, {
        action: 'content.create',
        objectType: `content.${body.type}`,
        objectId: row!.id,
        before: null,
        after: audited(row!),
      });
      return toAdminDocument(row!, now);
    }),
  );
}

/** PATCH admin/content/{id}: the fields sent (data whole), audited with the values before and after. */
export async function updateAdminContent(db: Database, write: ContentWrite, id: number, patch: AdminContentPatch, now: Date) {
  return guardUid(() =>
    db.transaction(async (tx) => {
      const before = await brandDocument(tx, write.orderingAppId, id, true);
      const type = before.type as ContentType;
      const change: Partial<Row> = {};
      if (patch.data !== undefined) change.data = checkedData(type, patch.data);
      if (patch.uid !== undefined && patch.uid !== before.uid) {
        if (await uidInUse(tx, write.orderingAppId, type, patch.uid, id)) throw uidTaken();
        change.uid = patch.uid;
      }
      if (patch.tags !== undefined) change.tags = patch.tags;
      if (patch.published_on !== undefined) change.publishedOn = publishedOnOf(patch.published_on, now);
      const [after] = await tx.update(contentDocuments).set({ ...change, updatedAt: now }).where(eq(contentDocuments.id, id)).returning();
      const diff = changedFields(audited(before), audited(after!));
      const keys = Object.keys(diff.after);
      if (keys.length) {
        await recordBrandAudit(tx, write, {
          action: editAction(after!, now, keys.every((key) => key === 'published_on')),
          objectType: `content.${type}`,
          objectId: id,
          ...diff,
        });
      }
      return toAdminDocument(after!, now);
    }),
  );
}

/** DELETE admin/content/{id}: the document is gone for shoppers and the console; the audit entry keeps it. */
export async function deleteAdminContent(db: Database, write: ContentWrite, id: number, now: Date) {
  return db.transaction(async (tx) => {
    const before = await brandDocument(tx, write.orderingAppId, id, true);
    await tx.delete(contentDocuments).where(eq(contentDocuments.id, id));
    await recordBrandAudit(tx, write, {
      action: 'content.delete',
      objectType: `content.${before.type}`,
      objectId: id,
      before: audited(before),
      after: null,
    });
    return toAdminDocument(before, now);
  });
}

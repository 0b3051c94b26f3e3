import { and, asc, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AuditEntry, AuditQuery, AuditSort } from '@/api/admin';
import type { Database } from '@/server/db/client';
import { auditLog, feedKeys, stores, users } from '@/server/db/schema';
import { containsPattern } from '@/server/services/catalog/sql-helpers';

type Db = Pick<Database, 'insert' | 'select'>;

/** Who made a write: a console user or a point-of-sale feed key. */
export type AuditActor = { userId: number } | { feedKeyId: number };

export interface AuditRecord {
  orderingAppId: number;
  storeId: number | null;
  actor: AuditActor;
  action: string;
  objectType: string;
  objectId: string | number;
  before: unknown;
  after: unknown;
}

/**
 * Records one write in the audit log. Call it inside the write's own transaction, so the change and
 * its record commit together or not at all.
 */
export async function recordAudit(db: Db, records: AuditRecord | readonly AuditRecord[]): Promise<void> {
  const list = Array.isArray(records) ? records : [records as AuditRecord];
  if (!list.length) return;
  await db.insert(auditLog).values(
    list.map((record) => ({
      orderingAppId: record.orderingAppId,
      storeId: record.storeId,
      actorUserId: 'userId' in record.actor ? record.actor.userId : null,
      actorFeedKeyId: 'feedKeyId' in record.actor ? record.actor.feedKeyId : null,
      action: record.action,
      objectType: record.objectType,
      objectId: String(record.objectId),
      before: record.before ?? null,
      after: record.after ?? null,
    })),
  );
}

/** A console user making a write. */
export interface ConsoleWriter {
  orderingAppId: number;
  userId: number;
}

type AuditFields = Pick<AuditRecord, 'action' | 'objectType' | 'objectId' | 'before' | 'after'>;

/** Records a console user's write at one store (store settings and images, kiosks, customers' stores). */
export function recordStoreAudit(db: Db, writer: ConsoleWriter, storeId: number, entry: AuditFields): Promise<void> {
  return recordAudit(db, { orderingAppId: writer.orderingAppId, storeId, actor: { userId: writer.userId }, ...entry });
}

/** Records a console user's write that belongs to the whole brand (customers, staff, content, feed keys): no store. */
export function recordBrandAudit(db: Db, writer: ConsoleWriter, entry: AuditFields): Promise<void> {
  return recordAudit(db, { orderingAppId: writer.orderingAppId, storeId: null, actor: { userId: writer.userId }, ...entry });
}

/** Only the fields that differ, before and after: what an audit entry of an edit keeps. */
export function changedFields<T extends Record<string, unknown>>(before: T, after: Partial<T>): { before: Partial<T>; after: Partial<T> } {
  const was: Partial<T> = {};
  const now: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      was[key] = before[key];
      now[key] = after[key];
    }
  }
  return { before: was, after: now };
}

const actorName = sql<string>`coalesce(${users.first} || ' ' || ${users.last} || ' <' || ${users.email} || '>', 'Feed key "' || ${feedKeys.name} || '"', 'Someone no longer here')`;

/** What each sort orders by; the entry's id breaks ties, so a page boundary never repeats or skips an entry. */
const SORT_COLUMNS: Record<AuditSort, SQL[]> = {
  at: [sql`${auditLog.at}`],
  actor: [sql`lower(${actorName})`],
  action: [sql`${auditLog.action}`],
  object: [sql`${auditLog.objectType}`, sql`${auditLog.objectId}`],
};

function orderOf(query: AuditQuery): SQL[] {
  const direction = (query.dir ?? (query.sort === 'at' ? 'desc' : 'asc')) === 'asc' ? asc : desc;
  return [...SORT_COLUMNS[query.sort], sql`${auditLog.id}`].map((column) => direction(column));
}

/** The brand's audit log, filtered and sorted as asked (newest first by default). */
export async function auditEntries(db: Database, orderingAppId: number, query: AuditQuery): Promise<{ data: AuditEntry[]; total: number }> {
  const filters: SQL[] = [eq(auditLog.orderingAppId, orderingAppId)];
  if (query.store_id !== undefined) filters.push(eq(auditLog.storeId, query.store_id));
  if (query.action) filters.push(eq(auditLog.action, query.action));
  if (query.object_type) filters.push(eq(auditLog.objectType, query.object_type));
  if (query.object_id) filters.push(eq(auditLog.objectId, query.object_id));
  if (query.from) filters.push(gte(auditLog.at, new Date(query.from)));
  if (query.to) filters.push(lte(auditLog.at, new Date(query.to)));
  if (query.actor) {
    const pattern = containsPattern(query.actor);
    filters.push(or(ilike(sql`${users.first} || ' ' || ${users.last}`, pattern), ilike(users.email, pattern), ilike(feedKeys.name, pattern))!);
  }
  const where = and(...filters);
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      storeId: auditLog.storeId,
      storeName: stores.ecommDisplayName,
      actor: actorName,
      action: auditLog.action,
      objectType: auditLog.objectType,
      objectId: auditLog.objectId,
      before: auditLog.before,
      after: auditLog.after,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .leftJoin(feedKeys, eq(feedKeys.id, auditLog.actorFeedKeyId))
    .leftJoin(stores, eq(stores.id, auditLog.storeId))
    .where(where)
    .orderBy(...orderOf(query))
    .limit(query.limit)
    .offset(query.offset);
  return {
    total: rows[0]?.total ?? (query.offset ? await countOf(db, where) : 0),
    data: rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      store_id: row.storeId,
      store_name: row.storeName,
      actor: row.actor,
      action: row.action,
      object_type: row.objectType,
      object_id: row.objectId,
      before: row.before,
      after: row.after,
    })),
  };
}

async function countOf(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .leftJoin(feedKeys, eq(feedKeys.id, auditLog.actorFeedKeyId))
    .where(where);
  return row?.total ?? 0;
}

import { and, eq, gt, inArray, min, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { liveEvents } from '@/server/db/schema';
import type { StoredLiveEvent } from './live-event-row';
import type { LiveStream } from './live-hub';

/** More missed than this and the client is better off refetching everything (a reset). */
export const MAX_REPLAYED_EVENTS = 500;
/**
 * Event numbers are taken when a row is written, not when it commits, so a slower transaction can
 * commit a smaller number after the client heard a bigger one: events this recent are sent again.
 */
const REPLAY_OVERLAP = sql`now() - interval '2 seconds'`;

export type Missed = { reset: true } | { reset: false; events: StoredLiveEvent[] };

/** What a stream of this audience missed after `lastEventId`, or a reset when that is no longer kept. */
export async function missedEvents(db: Database, stream: Pick<LiveStream, 'userId' | 'storeId' | 'staffOfStore'>, lastEventId: number): Promise<Missed> {
  const [oldest] = await db.select({ id: min(liveEvents.id) }).from(liveEvents);
  // Pruned past the client's place (or everything pruned): what it missed is gone.
  if (oldest?.id == null ? lastEventId > 0 : Number(oldest.id) > lastEventId + 1) return { reset: true };
  const audience: SQL[] = [and(eq(liveEvents.kind, 'catalog'), eq(liveEvents.storeId, stream.storeId))!, and(eq(liveEvents.kind, 'order'), eq(liveEvents.userId, stream.userId))!];
  if (stream.staffOfStore) audience.push(and(eq(liveEvents.kind, 'order'), eq(liveEvents.storeId, stream.storeId))!);
  const rows = await db
    .select()
    .from(liveEvents)
    .where(and(inArray(liveEvents.kind, ['order', 'catalog']), or(...audience), or(gt(liveEvents.id, lastEventId), gt(liveEvents.createdAt, REPLAY_OVERLAP))))
    .orderBy(liveEvents.id)
    .limit(MAX_REPLAYED_EVENTS + 1);
  if (rows.length > MAX_REPLAYED_EVENTS) return { reset: true };
  return { reset: false, events: rows.map((row) => ({ id: row.id, kind: row.kind, storeId: row.storeId, userId: row.userId, payload: row.payload as Record<string, unknown> })) };
}

import { gt, lt, max, sql } from 'drizzle-orm';
import type { Config } from '@/server/config';
import type { DatabaseHandle } from '@/server/db/client';
import { liveEvents } from '@/server/db/schema';
import { invalidateCatalog } from '@/server/services/catalog/catalog-cache';
import { logError } from '@/server/services/logging/log-error';
import { parseAnnouncedEvent, type StoredLiveEvent } from './live-event-row';
import { LiveHub } from './live-hub';
import { PROCESS_ORIGIN } from './process-origin';

/** The channel migration 0014_live_events NOTIFYs on. */
export const LIVE_CHANNEL = 'apotheca_live';
const PRUNE_EVERY_MS = 60_000;
/** Past this many missed while the listening connection was down, every cache is dropped instead. */
const MAX_CATCH_UP = 2_000;

export interface LiveService {
  hub: LiveHub;
  stop(): Promise<void>;
}

const toStored = (row: typeof liveEvents.$inferSelect): StoredLiveEvent => ({ id: row.id, kind: row.kind, storeId: row.storeId, userId: row.userId, payload: row.payload as Record<string, unknown> });

/**
 * This process's part in live updates (README "Live updates"): hears every committed event through
 * LISTEN (PGlite's own when embedded), hands it to the hub, catches up after the listening
 * connection comes back, and prunes events older than LIVE_EVENTS_KEEP_MINUTES.
 */
export async function startLive(handle: Pick<DatabaseHandle, 'db' | 'listen'>, config: Pick<Config, 'LIVE_EVENTS_KEEP_MINUTES'>): Promise<LiveService> {
  const { db } = handle;
  const hub = new LiveHub(db, PROCESS_ORIGIN);
  const [newest] = await db.select({ id: max(liveEvents.id) }).from(liveEvents);
  hub.lastEventId = Number(newest?.id ?? 0);

  async function catchUp() {
    try {
      const rows = await db.select().from(liveEvents).where(gt(liveEvents.id, hub.lastEventId)).orderBy(liveEvents.id).limit(MAX_CATCH_UP + 1);
      if (rows.length > MAX_CATCH_UP) invalidateCatalog(db);
      for (const row of rows.slice(0, MAX_CATCH_UP)) hub.announce(toStored(row));
    } catch (error) {
      // The caches then converge as their entries expire (CATALOG_CACHE_SECONDS).
      logError('[live] catching up after the listening connection came back', error);
    }
  }

  const stopListening = await handle.listen(
    LIVE_CHANNEL,
    (text) => {
      const event = parseAnnouncedEvent(text);
      if (event) hub.announce(event);
    },
    () => void catchUp(),
  );
  const keep = sql`now() - make_interval(mins => ${config.LIVE_EVENTS_KEEP_MINUTES})`;
  const pruning = setInterval(() => {
    db.delete(liveEvents)
      .where(lt(liveEvents.createdAt, keep))
      .catch((error: unknown) => logError('[live] pruning old events', error));
  }, PRUNE_EVERY_MS);
  pruning.unref();

  return {
    hub,
    async stop() {
      clearInterval(pruning);
      hub.endAll();
      await stopListening();
    },
  };
}

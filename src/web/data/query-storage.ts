import type { OfflineDb, QueryBodyRow, QueryMetaRow } from './offline-db';
import { whenIdle } from './when-idle';

/** The persisted query cache stays under these (least recently used entries go first). */
export const QUERY_CACHE_LIMITS = { maxBytes: 25 * 1024 * 1024, maxEntries: 500 } as const;

/** What TanStack's query persister stores for one query (only the parts we read). */
export interface StoredQuery {
  queryKey: readonly unknown[];
  state: { data?: unknown };
}

/** How long a write or a read's "last used" may wait for an idle moment before it is written anyway. */
export const QUERY_FLUSH_MAX_WAIT_MS = 500;

/**
 * The query persister's storage (TanStack's AsyncStorage shape) on Dexie: one row per query,
 * stored as a structured clone (no JSON round trip), with its size and last use kept apart so
 * eviction never reads the data. Storage failures (quota, private mode) lose the cache, never the app.
 *
 * A page's start reads and writes a query per screen part: each in its own IndexedDB transaction,
 * with an eviction pass after every write, that was the start's biggest script cost after the entry
 * (the `offline-db` chunk, 1.4-3 s of main thread at 4x CPU on a repeat visit). Writes and the last-use
 * times of reads now wait for an idle moment and go in one transaction, followed by one eviction pass;
 * a read sees a write still waiting, and `setItem` resolves once its write is stored. Reads asked for
 * together go in one bulkGet.
 */
export function createQueryStorage(db: OfflineDb, limits: { maxBytes: number; maxEntries: number } = QUERY_CACHE_LIMITS, now = Date.now) {
  const waitingWrites = new Map<string, StoredQuery>();
  const waitingUses = new Map<string, number>();
  let flushing: { promise: Promise<void>; resolve: () => void } | undefined;

  async function evict(): Promise<void> {
    const rows = await db.queryMeta.orderBy('usedAt').toArray();
    let bytes = rows.reduce((sum, row) => sum + row.size, 0);
    let count = rows.length;
    const dropped: string[] = [];
    for (const row of rows) {
      if (bytes <= limits.maxBytes && count <= limits.maxEntries) break;
      dropped.push(row.key);
      bytes -= row.size;
      count -= 1;
    }
    if (dropped.length) await removeKeys(dropped);
  }

  function removeKeys(keys: string[]): Promise<void> {
    for (const key of keys) {
      waitingWrites.delete(key);
      waitingUses.delete(key);
    }
    return db.transaction('rw', db.queryMeta, db.queryBody, async () => {
      await db.queryMeta.bulkDelete(keys);
      await db.queryBody.bulkDelete(keys);
    });
  }

  /** Writes what waits (bodies, their sizes, the reads' last-use times) in one transaction, then evicts once. */
  async function flush(): Promise<void> {
    const writes = [...waitingWrites];
    const uses = [...waitingUses].filter(([key]) => !waitingWrites.has(key));
    waitingWrites.clear();
    waitingUses.clear();
    if (!writes.length && !uses.length) return;
    const at = now();
    const metas: QueryMetaRow[] = writes.map(([key, value]) => ({ key, root: String(value.queryKey[0]), size: approximateBytes(value.state.data), usedAt: at }));
    try {
      await db.transaction('rw', db.queryMeta, db.queryBody, async () => {
        if (writes.length) {
          await db.queryBody.bulkPut(writes.map(([key, value]) => ({ key, value })));
          await db.queryMeta.bulkPut(metas);
        }
        if (uses.length) {
          const used = new Map(uses);
          await db.queryMeta.where('key').anyOf([...used.keys()]).modify((row) => {
            row.usedAt = used.get(row.key) ?? row.usedAt;
          });
        }
      });
      if (writes.length) await evict();
    } catch (error) {
      // Only a lost write is worth a word: a last-use time that could not be kept changes no data.
      if (writes.length) console.warn('[offline] could not keep a query for offline use', error);
    }
  }

  /** Reads asked for in the same turn (a screen's queries start together), read in one bulkGet. */
  let waitingReads: Map<string, Array<{ resolve: (row: QueryBodyRow | undefined) => void; reject: (error: unknown) => void }>> | undefined;

  function readBatched(key: string): Promise<QueryBodyRow | undefined> {
    return new Promise((resolve, reject) => {
      if (!waitingReads) {
        const batch = new Map<string, Array<{ resolve: (row: QueryBodyRow | undefined) => void; reject: (error: unknown) => void }>>();
        waitingReads = batch;
        queueMicrotask(() => {
          waitingReads = undefined;
          const keys = [...batch.keys()];
          db.queryBody.bulkGet(keys).then(
            (rows) => keys.forEach((read, index) => batch.get(read)?.forEach((waiter) => waiter.resolve(rows[index]))),
            (error: unknown) => batch.forEach((waiters) => waiters.forEach((waiter) => waiter.reject(error))),
          );
        });
      }
      const waiters = waitingReads.get(key) ?? [];
      waiters.push({ resolve, reject });
      waitingReads.set(key, waiters);
    });
  }

  /** The next flush: one per idle moment, whoever asks. */
  function scheduleFlush(): Promise<void> {
    if (flushing) return flushing.promise;
    let resolve!: () => void;
    const promise = new Promise<void>((done) => (resolve = done));
    flushing = { promise, resolve };
    whenIdle(() => {
      const current = flushing;
      flushing = undefined;
      void flush().finally(() => current?.resolve());
    }, QUERY_FLUSH_MAX_WAIT_MS);
    return promise;
  }

  return {
    async getItem(key: string): Promise<StoredQuery | undefined> {
      const waiting = waitingWrites.get(key);
      if (waiting) return waiting;
      try {
        const row = await readBatched(key);
        if (row) {
          waitingUses.set(key, now());
          void scheduleFlush();
        }
        return row?.value as StoredQuery | undefined;
      } catch {
        return undefined;
      }
    },

    setItem(key: string, value: StoredQuery): Promise<void> {
      waitingWrites.set(key, value);
      return scheduleFlush();
    },

    async removeItem(key: string): Promise<void> {
      await removeKeys([key]).catch(() => undefined);
    },

    async entries(): Promise<Array<[string, StoredQuery]>> {
      await flush();
      const rows = await db.queryBody.toArray();
      return rows.map((row) => [row.key, row.value as StoredQuery]);
    },

    /** Drops every stored query whose key starts with one of these roots (sign-out's private data). */
    async removeRoots(roots: readonly string[]): Promise<void> {
      for (const [key, value] of waitingWrites) if (roots.includes(String(value.queryKey[0]))) waitingWrites.delete(key);
      const keys = await db.queryMeta.where('root').anyOf([...roots]).primaryKeys();
      await removeKeys(keys);
    },
  };
}

export type QueryStorage = ReturnType<typeof createQueryStorage>;

function approximateBytes(data: unknown): number {
  try {
    return JSON.stringify(data ?? null).length;
  } catch {
    return 0;
  }
}

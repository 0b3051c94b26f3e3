import type { OfflineDb, QueryMetaRow } from './offline-db';

/** The persisted query cache stays under these (least recently used entries go first). */
export const QUERY_CACHE_LIMITS = { maxBytes: 25 * 1024 * 1024, maxEntries: 500 } as const;

/** What TanStack's query persister stores for one query (only the parts we read). */
export interface StoredQuery {
  queryKey: readonly unknown[];
  state: { data?: unknown };
}

/**
 * The query persister's storage (TanStack's AsyncStorage shape) on Dexie: one row per query,
 * stored as a structured clone (no JSON round trip), with its size and last use kept apart so
 * eviction never reads the data. Storage failures (quota, private mode) lose the cache, never the app.
 */
export function createQueryStorage(db: OfflineDb, limits: { maxBytes: number; maxEntries: number } = QUERY_CACHE_LIMITS, now = Date.now) {
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
    return db.transaction('rw', db.queryMeta, db.queryBody, async () => {
      await db.queryMeta.bulkDelete(keys);
      await db.queryBody.bulkDelete(keys);
    });
  }

  return {
    async getItem(key: string): Promise<StoredQuery | undefined> {
      try {
        const row = await db.queryBody.get(key);
        if (row) void db.queryMeta.update(key, { usedAt: now() }).catch(() => undefined);
        return row?.value as StoredQuery | undefined;
      } catch {
        return undefined;
      }
    },

    async setItem(key: string, value: StoredQuery): Promise<void> {
      const meta: QueryMetaRow = { key, root: String(value.queryKey[0]), size: approximateBytes(value.state.data), usedAt: now() };
      try {
        await db.transaction('rw', db.queryMeta, db.queryBody, async () => {
          await db.queryBody.put({ key, value });
          await db.queryMeta.put(meta);
        });
        await evict();
      } catch (error) {
        console.warn('[offline] could not keep a query for offline use', error);
      }
    },

    async removeItem(key: string): Promise<void> {
      await removeKeys([key]).catch(() => undefined);
    },

    async entries(): Promise<Array<[string, StoredQuery]>> {
      const rows = await db.queryBody.toArray();
      return rows.map((row) => [row.key, row.value as StoredQuery]);
    },

    /** Drops every stored query whose key starts with one of these roots (sign-out's private data). */
    async removeRoots(roots: readonly string[]): Promise<void> {
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

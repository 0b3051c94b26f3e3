import type { CatalogPart } from '@/api/live';
import type { Database } from '@/server/db/client';
import { liveEvents } from '@/server/db/schema';
import { invalidateCatalog } from '@/server/services/catalog/catalog-cache';
import { logError } from '@/server/services/logging/log-error';
import { PROCESS_ORIGIN } from './process-origin';

/** Past this many items an event names the store only: its menus refetch every page anyway. */
const MAX_ITEM_IDS = 100;

/**
 * After a committed write that changes a store's menu: this process's cached answers are dropped
 * at once, and a catalog event tells every other process (which drops its own) and every open menu
 * of the store (which refetches the parts named). The write is done whatever happens here, so a
 * failure to record the event is logged, not answered: other processes then converge when their
 * cache entries expire (CATALOG_CACHE_SECONDS).
 */
export async function catalogChanged(db: Database, storeId: number, parts: readonly CatalogPart[], itemIds?: readonly number[]): Promise<void> {
  invalidateCatalog(db, storeId);
  const named = itemIds && itemIds.length <= MAX_ITEM_IDS ? { item_ids: [...new Set(itemIds)] } : {};
  try {
    await db.insert(liveEvents).values({ kind: 'catalog', storeId, payload: { parts, origin: PROCESS_ORIGIN, ...named } });
  } catch (error) {
    logError(`[live] recording a catalog change of store ${storeId}`, error);
  }
}

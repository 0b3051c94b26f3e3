import type { QueryClient } from '@tanstack/react-query';
import { onSignOut } from '@/web/state/session';
import { PAGE_SNAPSHOT_CACHE } from '../../../sw/page-snapshot-rules';
import { loadQueryStorage, PRIVATE_QUERY_ROOTS, UNKEPT_PRIVATE_ROOTS } from './query-persistence';

/**
 * Drops one person's data everywhere it is kept: the query cache in memory, the copies in
 * IndexedDB, the writes still waiting to be sent and the kept page snapshots, and the console's reads
 * (only ever in memory). Catalog, store and content data stay,
 * and so do a kiosk's check-ins waiting to be sent (their scope is the kiosk's, `kiosk:N`).
 */
export async function removePrivateData(queryClient: QueryClient): Promise<void> {
  removePrivateQueries(queryClient);
  const [storage, { offlineDb }] = await Promise.all([loadQueryStorage(), import('./offline-db')]);
  // Kept page snapshots show the signed-in header (web/shell/pwa/page-snapshot.ts).
  const snapshots = typeof caches === 'undefined' ? undefined : caches.delete(PAGE_SNAPSHOT_CACHE);
  await Promise.all([storage.removeRoots(PRIVATE_QUERY_ROOTS), offlineDb().outbox.where('scope').startsWith('user:').delete(), snapshots]).catch((error: unknown) =>
    console.warn('[offline] could not clear private data', error),
  );
}

/** Drops every person's query data from memory: the roots kept for offline use and the console's (never kept). */
export function removePrivateQueries(queryClient: QueryClient): void {
  for (const root of [...PRIVATE_QUERY_ROOTS, ...UNKEPT_PRIVATE_ROOTS]) queryClient.removeQueries({ queryKey: [root] });
}

/**
 * Connects sign-out (which also happens on any 401, far from React) to the app's one QueryClient;
 * called once where that client is made.
 */
export function clearPrivateDataOnSignOut(queryClient: QueryClient): () => void {
  return onSignOut(() => void removePrivateData(queryClient));
}

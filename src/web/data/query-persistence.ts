import { onlineManager, type Query, type QueryClient } from '@tanstack/react-query';
import { experimental_createQueryPersister, type PersistedQuery } from '@tanstack/react-query-persist-client';
import { cartKeys, CONSOLE_QUERY_ROOT, contentKeys, inventoryKeys, orderKeys, specialKeys, startupKeys, storeKeys, userKeys } from './query-keys';
import type { QueryStorage, StoredQuery } from './query-storage';

/** Catalog, store and content reads: kept on the device so a repeat visit (or no network) shows them at once. */
export const PUBLIC_PERSISTED_ROOTS = [startupKeys.all[0], storeKeys.all[0], inventoryKeys.all[0], specialKeys.all[0], contentKeys.all[0]] as const;
/**
 * Public roots whose kept copy is shown on a visit and then asked for again at once, however recent it is
 * (online only): an operator publishes, unpublishes or edits content at any moment, and the shopper's
 * next visit must show it (README "Content in the console"). The menu and stores keep their freshness times.
 */
export const REVALIDATED_ON_VISIT_ROOTS = [contentKeys.all[0]] as const;
/** Query roots that hold one person's data; kept for offline use, dropped on sign-out. */
export const PRIVATE_QUERY_ROOTS = [userKeys.all[0], cartKeys.all[0], orderKeys.all[0]] as const;
/**
 * Query roots of one person's work that are never kept on the device, only in memory until sign-out:
 * the operator console's customers (cards, addresses, phones), staff and reports (README "The operator console").
 */
export const UNKEPT_PRIVATE_ROOTS = [CONSOLE_QUERY_ROOT] as const;

/** Kept data older than this is not shown at all (the list would say it is a week old). */
export const PERSISTED_MAX_AGE_MS = 7 * 24 * 60 * 60_000;

// Dexie and the storage code load with the first read or write, outside the entry chunk.
let storagePromise: Promise<QueryStorage> | undefined;
export function loadQueryStorage(): Promise<QueryStorage> {
  storagePromise ??= Promise.all([import('./offline-db'), import('./query-storage')]).then(([db, storage]) => storage.createQueryStorage(db.offlineDb()));
  return storagePromise;
}

const lazyStorage = {
  getItem: (key: string) => loadQueryStorage().then((storage) => storage.getItem(key)),
  setItem: (key: string, value: StoredQuery) => loadQueryStorage().then((storage) => storage.setItem(key, value)),
  removeItem: (key: string) => loadQueryStorage().then((storage) => storage.removeItem(key)),
  entries: () => loadQueryStorage().then((storage) => storage.entries()),
};

/**
 * Persists the results of every catalog, store, content and private query in IndexedDB, one entry
 * per query (TanStack's query persister on our Dexie storage). A query with nothing in memory starts
 * from its kept copy and refetches in the background when stale (private data: always, when online);
 * `scope` separates brands that share
 * an origin (the development ?brand= override) and `buster` drops copies a different build wrote.
 */
export function persistQueries(queryClient: QueryClient, { scope, buster }: { scope: string; buster: string }): void {
  const options = {
    storage: lazyStorage,
    // Stored as structured clones: no JSON round trip on the way in or out.
    serialize: (persisted: PersistedQuery) => persisted as unknown as StoredQuery,
    deserialize: (stored: StoredQuery) => stored as never,
    prefix: `apotheca-${scope}`,
    buster,
    maxAge: PERSISTED_MAX_AGE_MS,
  };
  const persister = experimental_createQueryPersister<StoredQuery>(options);
  // A kept cart, account or order list (or content) may be older than the server's (changed in another
  // tab, on another device, by the console): online, it is shown only until the server answers,
  // however recent it is. Offline it stays, as public data does.
  const refetchingPersister = experimental_createQueryPersister<StoredQuery>({ ...options, refetchOnRestore: 'always' });
  const privatePersisterFn: typeof persister.persisterFn = (queryFn, context, query) =>
    (onlineManager.isOnline() ? refetchingPersister : persister).persisterFn(queryFn, context, query);
  const revalidated = new Set<string>(REVALIDATED_ON_VISIT_ROOTS);
  for (const root of PUBLIC_PERSISTED_ROOTS) {
    queryClient.setQueryDefaults([root], { persister: revalidated.has(root) ? privatePersisterFn : persister.persisterFn });
  }
  for (const root of PRIVATE_QUERY_ROOTS) {
    // Keeps the private roots' other defaults (query-client.ts): a second setQueryDefaults replaces the first.
    queryClient.setQueryDefaults([root], { ...queryClient.getQueryDefaults([root]), persister: privatePersisterFn });
  }
  // Answers written into the cache directly (a cart write's result, startup settling its store) are
  // kept too; fetched answers are kept by the persister itself.
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success' && event.action.manual && isPersisted(event.query)) {
      void persister.persistQuery(event.query);
    }
  });
}

function isPersisted(query: Query): boolean {
  const root = query.queryKey[0];
  return [...PUBLIC_PERSISTED_ROOTS, ...PRIVATE_QUERY_ROOTS].some((persisted) => persisted === root);
}

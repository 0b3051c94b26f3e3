import type { Database } from '@/server/db/client';

/**
 * A short-lived cache of catalog answers (product lists, facets, breakdowns), per database and store.
 *
 * Why: a list with facets reads every product of the store (20,000 in the benchmark), and PGlite runs
 * that on the server's one thread; recomputing identical answers for every shopper would cap the
 * server far below the 300 requests per second it must sustain. Menus change rarely and every write
 * that matters (orders, stock, prices, specials) is checked again by the server when it happens.
 *
 * How: an answer is fresh for FRESH_MS; for STALE_MS more it is still answered at once while one
 * background reload replaces it (stale-while-revalidate); concurrent misses share one load. Writers
 * call catalogChanged (services/live/catalog-changed.ts), which drops this process's entries of the
 * store at once and writes a catalog event; every other process drops its own when the event
 * reaches it (services/live/live-hub.ts), so none serves a stale menu past that. Errors are never cached.
 */
export const CATALOG_CACHE = { FRESH_MS: 30_000, STALE_MS: 30_000, MAX_ENTRIES: 256 };

/**
 * Kinds of kept answers, each with its own bound, so one kind never pushes another out: the API's
 * catalog answers; the facts of one product's page (services/seo/page-facts.ts: a crawler walks every
 * product of a menu, a few KB each, so they are many and must not push the lists out); the pages
 * rendered on the server from them (http/crawl/server-rendered-pages.ts, about 10 KB each); and whole
 * page documents as sent, gzipped (http/crawl/kept-documents.ts, 2 to 25 KB each).
 */
export const CACHE_SPACES = {
  answers: () => CATALOG_CACHE.MAX_ENTRIES,
  facts: () => 5_000,
  pages: () => 1_000,
  documents: () => 1_000,
} as const;
export type CacheSpace = keyof typeof CACHE_SPACES;

/** Applies the CATALOG_CACHE_SECONDS setting; 0 computes every answer afresh. */
export function configureCatalogCache(seconds: number): void {
  CATALOG_CACHE.FRESH_MS = seconds * 1000;
  CATALOG_CACHE.STALE_MS = seconds * 1000;
}

interface Entry {
  value: Promise<unknown>;
  at: number;
  storeId: number;
  version: number;
  refreshing: boolean;
}

interface DbCache {
  space: CacheSpace;
  entries: Map<string, Entry>;
  /** Bumped per store by invalidateCatalog; 0 until then. */
  versions: Map<number, number>;
  /** Bumped by invalidateCatalog(db) for every store. */
  allVersion: number;
}

const caches = new WeakMap<Database, Map<CacheSpace, DbCache>>();

function spacesOf(db: Database): Map<CacheSpace, DbCache> {
  let spaces = caches.get(db);
  if (!spaces) {
    spaces = new Map();
    caches.set(db, spaces);
  }
  return spaces;
}

function cacheOf(db: Database, space: CacheSpace): DbCache {
  const spaces = spacesOf(db);
  let cache = spaces.get(space);
  if (!cache) {
    cache = { space, entries: new Map(), versions: new Map(), allVersion: 0 };
    spaces.set(space, cache);
  }
  return cache;
}

const versionOf = (cache: DbCache, storeId: number) => cache.allVersion * 1_000_000 + (cache.versions.get(storeId) ?? 0);

/** Drops the cached answers of one store (or of every store): the next read is computed afresh. */
export function invalidateCatalog(db: Database, storeId?: number): void {
  for (const space of Object.keys(CACHE_SPACES) as CacheSpace[]) dropStore(cacheOf(db, space), storeId);
}

function dropStore(cache: DbCache, storeId: number | undefined): void {
  if (storeId === undefined) {
    cache.allVersion += 1;
    cache.entries.clear();
    return;
  }
  cache.versions.set(storeId, (cache.versions.get(storeId) ?? 0) + 1);
  for (const [key, entry] of cache.entries) if (entry.storeId === storeId) cache.entries.delete(key);
}

function store(cache: DbCache, key: string, entry: Entry) {
  cache.entries.delete(key);
  cache.entries.set(key, entry);
  while (cache.entries.size > CACHE_SPACES[cache.space]()) {
    const oldest = cache.entries.keys().next().value;
    if (oldest === undefined) break;
    cache.entries.delete(oldest);
  }
}

function load<T>(cache: DbCache, key: string, storeId: number, loader: () => Promise<T>): Entry {
  const entry: Entry = { value: loader(), at: Date.now(), storeId, version: versionOf(cache, storeId), refreshing: false };
  entry.value.catch(() => {
    if (cache.entries.get(key) === entry) cache.entries.delete(key);
  });
  store(cache, key, entry);
  return entry;
}

/** The cached answer for `key` of a store, loading it when missing, expired or invalidated. */
export async function cachedCatalog<T>(db: Database, storeId: number, key: string, loader: () => Promise<T>, space: CacheSpace = 'answers'): Promise<T> {
  const cache = cacheOf(db, space);
  const entry = cache.entries.get(key);
  const age = entry ? Date.now() - entry.at : Infinity;
  if (!entry || entry.version !== versionOf(cache, storeId) || age >= CATALOG_CACHE.FRESH_MS + CATALOG_CACHE.STALE_MS) {
    return (await load(cache, key, storeId, loader).value) as T;
  }
  if (age >= CATALOG_CACHE.FRESH_MS && !entry.refreshing) {
    entry.refreshing = true;
    const version = entry.version;
    const next = loader();
    next.then(
      () => {
        if (cache.entries.get(key) === entry && versionOf(cache, storeId) === version) {
          store(cache, key, { ...entry, value: next, at: Date.now(), refreshing: false });
        }
      },
      () => {
        entry.refreshing = false;
      },
    );
  } else {
    store(cache, key, entry);
  }
  return (await entry.value) as T;
}

/** Drops one kept answer (one whose own life ended before the store's menu changed: see keptActiveSpecials). */
export function dropCatalogEntry(db: Database, key: string, space: CacheSpace = 'answers'): void {
  cacheOf(db, space).entries.delete(key);
}

/** A cache key: the kind of answer, the brand, the store and the parsed query (keys in schema order). */
export function catalogKey(kind: string, orderingAppId: number, storeId: number, query: unknown): string {
  return `${kind}|${orderingAppId}|${storeId}|${JSON.stringify(query)}`;
}

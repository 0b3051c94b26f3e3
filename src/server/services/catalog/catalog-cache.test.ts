import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { Database } from '@/server/db/client';
import { CATALOG_CACHE, cachedCatalog, catalogKey, configureCatalogCache, invalidateCatalog } from './catalog-cache';

const fakeDb = () => ({}) as Database;
const counter = () => {
  let calls = 0;
  return { load: async () => ++calls, get calls() { return calls; } };
};

describe('catalog cache', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  test('answers from memory while fresh; concurrent misses share one load', async () => {
    const db = fakeDb();
    const source = counter();
    const [a, b] = await Promise.all([cachedCatalog(db, 1, 'k', source.load), cachedCatalog(db, 1, 'k', source.load)]);
    expect([a, b, source.calls]).toEqual([1, 1, 1]);
    vi.advanceTimersByTime(CATALOG_CACHE.FRESH_MS - 1);
    expect(await cachedCatalog(db, 1, 'k', source.load)).toBe(1);
    expect(source.calls).toBe(1);
  });

  test('when stale, answers the old value at once and reloads in the background', async () => {
    const db = fakeDb();
    const source = counter();
    await cachedCatalog(db, 1, 'k', source.load);
    vi.advanceTimersByTime(CATALOG_CACHE.FRESH_MS + 1);
    expect(await cachedCatalog(db, 1, 'k', source.load)).toBe(1);
    await vi.waitFor(() => expect(source.calls).toBe(2));
    expect(await cachedCatalog(db, 1, 'k', source.load)).toBe(2);
  });

  test('past the stale window it loads before answering', async () => {
    const db = fakeDb();
    const source = counter();
    await cachedCatalog(db, 1, 'k', source.load);
    vi.advanceTimersByTime(CATALOG_CACHE.FRESH_MS + CATALOG_CACHE.STALE_MS);
    expect(await cachedCatalog(db, 1, 'k', source.load)).toBe(2);
  });

  test('invalidating a store drops its answers only; invalidating all drops every store', async () => {
    const db = fakeDb();
    const one = counter();
    const two = counter();
    await cachedCatalog(db, 1, 'a', one.load);
    await cachedCatalog(db, 2, 'b', two.load);
    invalidateCatalog(db, 1);
    expect(await cachedCatalog(db, 1, 'a', one.load)).toBe(2);
    expect(await cachedCatalog(db, 2, 'b', two.load)).toBe(1);
    invalidateCatalog(db);
    expect(await cachedCatalog(db, 2, 'b', two.load)).toBe(2);
  });

  test('errors are not cached', async () => {
    const db = fakeDb();
    await expect(cachedCatalog(db, 1, 'k', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cachedCatalog(db, 1, 'k', async () => 'ok')).toBe('ok');
  });

  test('databases do not share answers', async () => {
    const source = counter();
    await cachedCatalog(fakeDb(), 1, 'k', source.load);
    await cachedCatalog(fakeDb(), 1, 'k', source.load);
    expect(source.calls).toBe(2);
  });

  test('keys separate brands, stores, kinds and queries', () => {
    const keys = new Set([
      catalogKey('inventory', 1, 1, { a: 1 }),
      catalogKey('inventory', 2, 1, { a: 1 }),
      catalogKey('inventory', 1, 2, { a: 1 }),
      catalogKey('fifo', 1, 1, { a: 1 }),
      catalogKey('inventory', 1, 1, { a: 2 }),
    ]);
    expect(keys.size).toBe(5);
  });

  test('CATALOG_CACHE_SECONDS=0 computes every answer afresh', async () => {
    configureCatalogCache(0);
    try {
      const db = fakeDb();
      const source = counter();
      expect(await cachedCatalog(db, 1, 'k', source.load)).toBe(1);
      expect(await cachedCatalog(db, 1, 'k', source.load)).toBe(2);
    } finally {
      configureCatalogCache(30);
    }
  });
});

/*
 * Every query key of the app, one factory per resource, so a read, its invalidation and a write
 * into the cache name the same array. Keys are hierarchical (STYLE.md convention 4): the first
 * element is the root the persistence and privacy rules act on (query-persistence.ts keeps the
 * catalog, store and content roots and the private ones; private-data.ts drops the private ones on
 * sign-out), so a key moves to another root only together with those rules. Private keys carry the
 * user id, so another account never reads what this one saw.
 */

/*
 * One file per group of resources, so that a chunk loads only the factories it uses: the staff and
 * kiosk keys stay out of the shopper's entry.
 */
export * from './catalog';
export * from './account';
export * from './staff';
export * from './console-root';
export * from './console';

import { hasLocation, milesBetween, type LatLng } from './distance';

/**
 * The locator's order near a place (issue 21 "the locator"): when the shopper gave a location ('Use
 * my location', a zip or a city), the stores are listed nearest first and the nearest store's state
 * opens first.
 */

export interface PlacedStore extends LatLng {
  id: number;
  state: string;
}

/** Miles from `origin` to each store that has a location, by store id (stores without one are left out). */
export function storeDistances(stores: readonly PlacedStore[], origin: LatLng): Map<number, number> {
  const miles = new Map<number, number>();
  for (const store of stores) if (hasLocation(store)) miles.set(store.id, milesBetween(origin, store));
  return miles;
}

/**
 * The stores nearest first; stores without a location keep their order after the located ones
 * (the sort is stable), as do stores at the same distance.
 */
export function sortByDistance<T extends PlacedStore>(stores: readonly T[], miles: ReadonlyMap<number, number>): T[] {
  const far = (store: T) => miles.get(store.id) ?? Number.POSITIVE_INFINITY;
  return [...stores].sort((a, b) => far(a) - far(b));
}

/** The state of the store nearest `origin`; undefined when no store has a location. */
export function nearestState(stores: readonly PlacedStore[], origin: LatLng): string | undefined {
  let best: { state: string; miles: number } | undefined;
  for (const store of stores) {
    if (!hasLocation(store)) continue;
    const miles = milesBetween(origin, store);
    if (!best || miles < best.miles) best = { state: store.state, miles };
  }
  return best?.state;
}

/** Besides a place, the map shows its nearest store and the others about as near, at most this many. */
const NEAR_STORES_SHOWN = 3;
/** 'About as near': within twice the nearest store's distance, or this many miles. */
const ABOUT_AS_NEAR_MILES = 10;

/**
 * The stores the map shows around a place (issue 21): its nearest store, and the others within twice
 * that distance or 10 miles, at most 3. A store 200 miles off would zoom the map out past the place
 * itself, and the tiles list every store with its miles anyway.
 */
export function storesAround<T extends PlacedStore>(stores: readonly T[], miles: ReadonlyMap<number, number>): T[] {
  const near = sortByDistance(stores, miles).filter((store) => miles.has(store.id));
  const reach = Math.max(2 * (miles.get(near[0]?.id ?? -1) ?? 0), ABOUT_AS_NEAR_MILES);
  return near.filter((store, index) => index === 0 || miles.get(store.id)! <= reach).slice(0, NEAR_STORES_SHOWN);
}

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

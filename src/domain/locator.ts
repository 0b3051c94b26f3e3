import { stateName } from './us-states';

/**
 * The store locator's rules (part 1 §2 "Store locator (/locations and popup)"): state tabs built
 * from the states of the stores, a count line per state, and the list order.
 */
export interface LocatorStore {
  id: number;
  state: string;
  city: string;
  name?: string | null;
  ecomm_display_name?: string | null;
}

export interface StateTab {
  /** Postal code, e.g. 'NY'. */
  state: string;
  /** Full name, e.g. 'New York'. */
  name: string;
  count: number;
}

/** The name a store is listed by: its display name, else its city. */
function listName(store: LocatorStore): string {
  return store.ecomm_display_name || store.name || store.city;
}

/** One tab per state that has stores, by state name. */
export function stateTabs(stores: readonly LocatorStore[]): StateTab[] {
  const counts = new Map<string, number>();
  for (const store of stores) counts.set(store.state, (counts.get(store.state) ?? 0) + 1);
  return [...counts.entries()]
    .map(([state, count]) => ({ state, name: stateName(state), count }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The tab open at first: the asked state if it has stores (a shared link), else the state of the
 * store nearest the shopper's location when one is known ('Use my location' or a zip or city
 * search, issue 21), else the current store's state, else the first tab.
 */
export function defaultStateTab(
  tabs: readonly StateTab[],
  currentStore: Pick<LocatorStore, 'state'> | undefined,
  asked?: string | null,
  nearest?: string,
): string | undefined {
  const has = (state: string | null | undefined) => Boolean(state) && tabs.some((tab) => tab.state === state);
  const upper = asked?.toUpperCase();
  if (has(upper)) return upper;
  if (has(nearest)) return nearest;
  if (has(currentStore?.state)) return currentStore!.state;
  return tabs[0]?.state;
}

/** 'N Dispensary/Dispensaries in {state}:' with the state's full name. */
export function dispensaryCountLine(count: number, state: string): string {
  return `${count} ${count === 1 ? 'Dispensary' : 'Dispensaries'} in ${stateName(state)}:`;
}

/** The locator's order: the current store first, the others by state, then display name or city. */
export function sortLocatorStores<T extends LocatorStore>(stores: readonly T[], currentStoreId: number | undefined): T[] {
  return [...stores].sort(
    (a, b) =>
      Number(b.id === currentStoreId) - Number(a.id === currentStoreId) ||
      stateName(a.state).localeCompare(stateName(b.state)) ||
      listName(a).localeCompare(listName(b)) ||
      a.id - b.id,
  );
}

/** The stores of one tab, in locator order. */
export function storesInState<T extends LocatorStore>(stores: readonly T[], state: string | undefined, currentStoreId: number | undefined): T[] {
  return sortLocatorStores(
    stores.filter((store) => store.state === state),
    currentStoreId,
  );
}

/**
 * The wait time a tile shows, in minutes: the content service's live figure when it has one for the
 * store (part 1 §7 "wait times per store_id"), else the store's own wait_time.
 */
export function waitMinutes(store: { id: number; wait_time: number | null }, live: ReadonlyMap<number, number> | undefined): number | undefined {
  const minutes = live?.get(store.id) ?? store.wait_time;
  return minutes === null || minutes === undefined || minutes < 0 ? undefined : minutes;
}

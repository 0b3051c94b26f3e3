import type { Store } from '@/api/store';
import { stateName } from './us-states';
import { storeDisplayName } from './store-status';

export interface StateGroup {
  state: string;
  name: string;
  stores: Store[];
}

/**
 * Stores grouped by state for the chooser: the current store's state first with the current store
 * at its top, then the other states by name; stores by display name (part 1 §2 locator order).
 */
export function groupStoresByState(stores: readonly Store[], currentId: number | undefined): StateGroup[] {
  const groups = new Map<string, Store[]>();
  for (const store of stores) groups.set(store.state, [...(groups.get(store.state) ?? []), store]);
  const current = stores.find((store) => store.id === currentId);
  return [...groups.entries()]
    .map(([state, list]) => ({
      state,
      name: stateName(state),
      stores: [...list].sort(
        (a, b) => Number(b.id === currentId) - Number(a.id === currentId) || storeDisplayName(a).localeCompare(storeDisplayName(b)),
      ),
    }))
    .sort((a, b) => Number(b.state === current?.state) - Number(a.state === current?.state) || a.name.localeCompare(b.name));
}

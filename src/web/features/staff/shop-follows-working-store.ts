import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import type { StaffStore } from '@/api/staff';
import type { UsageType } from '@/domain/usage-type';
import { chooseStore, shoppingState } from '@/web/state/shopping';
import { useWorkingStore } from './working-store';

/** `preferred` when the store serves it, else the store's first usage type. */
export function usageAtStore(store: StaffStore, preferred: UsageType): UsageType {
  return store.usage_types.includes(preferred) ? preferred : (store.usage_types[0] ?? preferred);
}

/**
 * On a staff terminal the menu is always the working store's (part 2 §6: staff add to orders at
 * their store): a terminal that never shopped, or a switch of working store, moves the shop there.
 * Without it a fresh terminal's menu asked staff to find a dispensary, and a store switch left the
 * menu on the other store, whose items the started order refuses.
 */
export function useShopFollowsWorkingStore(): void {
  const { store } = useWorkingStore();
  const { storeId, usageType } = useSnapshot(shoppingState);
  useEffect(() => {
    if (store && storeId !== store.id) chooseStore(store, usageAtStore(store, usageType));
  }, [store, storeId, usageType]);
}

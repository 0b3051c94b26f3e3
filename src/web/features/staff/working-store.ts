import { useQuery } from '@tanstack/react-query';
import { proxy, useSnapshot } from 'valtio';
import type { StaffStore } from '@/api/staff';
import { sessionState } from '@/web/state/session';
import { staffStoresQueryOptions } from '@/web/shared/staff/get-staff-stores';

/**
 * The store the staff terminal works (DECISIONS.md "Modes of the one installable app": "order queue of
 * the pinned store"): a portal user may work at several stores, the terminal works one at a time. The
 * choice is this device's (localStorage), so a counter terminal stays on its store across sign-ins; a
 * remembered store the signed-in person does not work at falls back to their first store. Every staff
 * screen reads the working store from here.
 */
const STORAGE_KEY = 'apotheca_staff_store';

function readRemembered(): number | undefined {
  try {
    const value = Number(localStorage.getItem(STORAGE_KEY));
    return Number.isInteger(value) && value > 0 ? value : undefined;
  } catch {
    return undefined; // storage blocked: the first store then
  }
}

export const workingStoreState = proxy<{ storeId: number | undefined }>({
  storeId: typeof window === 'undefined' ? undefined : readRemembered(),
});

/** Makes `storeId` the working store on this device. */
export function chooseWorkingStore(storeId: number): void {
  workingStoreState.storeId = storeId;
  try {
    localStorage.setItem(STORAGE_KEY, String(storeId));
  } catch {
    // Not remembered past this visit; the choice still holds now.
  }
}

/** The remembered store when the person works there, else their first store. */
export function resolveWorkingStore(stores: readonly StaffStore[], remembered: number | undefined): StaffStore | undefined {
  return stores.find((store) => store.id === remembered) ?? stores[0];
}

export interface WorkingStore {
  store: StaffStore | undefined;
  stores: readonly StaffStore[];
  /** True until the stores are known (a skeleton, never a spinner forever: errors end it). */
  isPending: boolean;
  error: unknown;
  refetch: () => void;
  isFetching: boolean;
}

export function useWorkingStore(): WorkingStore {
  const { userId } = useSnapshot(sessionState);
  const { storeId } = useSnapshot(workingStoreState);
  const query = useQuery(staffStoresQueryOptions(userId));
  const stores = query.data?.data ?? [];
  return {
    store: resolveWorkingStore(stores, storeId),
    stores,
    isPending: userId !== undefined && !query.data && !query.isError,
    error: query.data ? null : query.error,
    refetch: () => void query.refetch(),
    isFetching: query.isFetching,
  };
}

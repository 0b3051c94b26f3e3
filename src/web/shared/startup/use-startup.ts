import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import type { Store } from '@/api/store';
import type { StoreContext } from '@/domain/store-state';
import type { UsageType } from '@/domain/usage-type';
import { shoppingState } from '@/web/state/shopping';
import { storeBreakdownQueryOptions } from './api/get-store-breakdown';
import type { StartupApp } from './startup-store';

export interface StartupView {
  /** The brand (ordering app); undefined only before the first answer or after a failure. */
  app: StartupApp | undefined;
  /** The current store, or undefined when none is chosen yet. */
  store: Store | undefined;
  stores: Store[];
  usageType: UsageType;
  /** True while a newly chosen store loads (the header says 'Loading Store', Deals hides). */
  isLoadingStore: boolean;
  /** The inputs of the store-state rules (src/domain/store-state.ts). */
  storeContext: StoreContext;
  error: unknown;
  refetch: () => void;
  /** When the brand and store list were fetched (a kept copy keeps its original time). */
  updatedAt: number;
}

/**
 * The brand, the current store and every store of the brand, as startup resolved them.
 * Any feature may read it; the data comes from the one cached startup query.
 */
export function useStartup(): StartupView {
  const { storeSlug, usageType } = useSnapshot(shoppingState);
  const query = useQuery({ ...storeBreakdownQueryOptions(storeSlug, usageType), placeholderData: keepPreviousData });
  const app = query.data?.data[0];
  const store = app?.store ?? undefined;
  return {
    app,
    store,
    stores: app?.stores ?? [],
    usageType,
    isLoadingStore: query.isPlaceholderData || (query.isPending && !app),
    storeContext: { state: store?.state, usage: usageType, isMainBrand: app?.is_main_brand ?? true },
    error: query.error,
    refetch: () => void query.refetch(),
    updatedAt: query.dataUpdatedAt,
  };
}

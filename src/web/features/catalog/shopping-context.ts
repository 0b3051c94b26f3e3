import type { QueryClient } from '@tanstack/react-query';
import type { StoreInventoryBreakdown } from '@/api/ordering-app';
import type { Store } from '@/api/store';
import type { UsageType } from '@/domain/usage-type';
import { storeBreakdownQueryOptions } from '@/web/shared/startup/api/get-store-breakdown';
import { useStartup } from '@/web/shared/startup/use-startup';
import { shoppingState } from '@/web/state/shopping';

/**
 * The store and usage type every catalog query is scoped to, as startup resolved them (the
 * usage type is the one the server settled on: it falls back when a store lacks the one asked).
 */
export interface ShoppingContext {
  store: Store;
  stores: Store[];
  usageType: UsageType;
  isMainBrand: boolean;
}

type StartupApp = StoreInventoryBreakdown['data'][number];

function toContext(app: StartupApp | undefined): ShoppingContext | null {
  if (!app?.store) return null;
  return { store: app.store, stores: app.stores, usageType: app.usage_type, isMainBrand: app.is_main_brand };
}

function loadStartup(queryClient: QueryClient): Promise<StartupApp | undefined> {
  const options = storeBreakdownQueryOptions(shoppingState.storeSlug, shoppingState.usageType);
  return queryClient.ensureQueryData(options).then(
    (data) => data.data[0],
    () => undefined,
  );
}

/** Loader side: makes sure the startup data is there and returns the shopping context (or null). */
export async function loadShoppingContext(queryClient: QueryClient): Promise<ShoppingContext | null> {
  return toContext(await loadStartup(queryClient));
}

/** Loader side: every store of the brand and the usage type in force, even before a store is chosen. */
export async function loadStores(queryClient: QueryClient): Promise<{ stores: Store[]; usageType: UsageType }> {
  const app = await loadStartup(queryClient);
  return { stores: app?.stores ?? [], usageType: app?.usage_type ?? shoppingState.usageType };
}

/** Component side: follows store and usage changes, so lists keyed on them reload. */
export function useShoppingContext(): { context: ShoppingContext | null; isPending: boolean } {
  const { app, isLoadingStore } = useStartup();
  return { context: toContext(app), isPending: !app && isLoadingStore };
}

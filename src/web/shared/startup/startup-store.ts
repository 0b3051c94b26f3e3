import type { QueryClient } from '@tanstack/react-query';
import type { StoreInventoryBreakdown } from '@/api/ordering-app';
import { isNetworkFailure } from '@/web/data/api-errors';
import { chooseStore, shoppingState } from '@/web/state/shopping';
import { storeBreakdownQueryOptions } from './api/get-store-breakdown';

export type StartupApp = StoreInventoryBreakdown['data'][number];

/** Startup failed: no brand or no store to shop (part 1 §4: 'Error: No store' and the maintenance page). */
export class StartupError extends Error {
  constructor(
    message = 'Error: No store',
    /** The network was down, not the server: the page says so and retries on reconnect. */
    readonly offline = false,
  ) {
    super(message);
    this.name = 'StartupError';
  }
}

/** The brand and stores, or a StartupError when there is nothing to shop. */
export function startupApp(data: StoreInventoryBreakdown): StartupApp {
  const app = data.data[0];
  if (!app || app.stores.length === 0) throw new StartupError();
  return app;
}

/**
 * Copies the startup answer into shoppingState: the ordering app id, the resolved store and the
 * usage type the server settled on (it falls back to the other one). The answer is also cached
 * under the key the new state produces, so settling does not fetch twice.
 */
export function syncStartup(queryClient: QueryClient, data: StoreInventoryBreakdown): void {
  const app = startupApp(data);
  shoppingState.orderingAppId = app.id;
  if (app.store) {
    const changed = app.store.store_slug !== shoppingState.storeSlug || app.usage_type !== shoppingState.usageType;
    if (changed) queryClient.setQueryData(storeBreakdownQueryOptions(app.store.store_slug, app.usage_type).queryKey, data);
    if (changed || shoppingState.storeId !== app.store.id) chooseStore(app.store, app.usage_type);
  } else {
    // The remembered slug is unknown (or none was chosen): the store chooser opens.
    shoppingState.storeId = undefined;
  }
}

/**
 * Root beforeLoad: resolves startup before any child loader runs, so loaders can read
 * shoppingState.storeId and usageType. Synchronous when the answer is cached (no pending flash).
 */
export function ensureStartup(queryClient: QueryClient): void | Promise<void> {
  const options = storeBreakdownQueryOptions(shoppingState.storeSlug, shoppingState.usageType);
  const cached = queryClient.getQueryData(options.queryKey);
  if (cached) return syncStartup(queryClient, cached);
  return queryClient.fetchQuery(options).then(
    (data) => syncStartup(queryClient, data),
    (error: unknown) => {
      if (error instanceof StartupError) throw error;
      throw new StartupError(undefined, isNetworkFailure(error));
    },
  );
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { isSimplePage } from '@/domain/simple-pages';
import { shoppingState } from '@/web/state/shopping';
import { storeBreakdownQueryOptions } from './api/get-store-breakdown';
import { applyBrandTheme } from './brand-theme';
import { openStoreChooser } from './store-chooser/store-chooser-state';
import { syncStartup } from './startup-store';

/**
 * Mounted once by the root route: keeps shoppingState in step with each startup answer (after a
 * store change too), applies the brand theme, and opens the store chooser while no store is chosen
 * (not over sign-in, registration or kiosk pages: signing in needs no store).
 */
export function StartupEffects() {
  const queryClient = useQueryClient();
  const { storeSlug, usageType } = useSnapshot(shoppingState);
  const { data } = useQuery(storeBreakdownQueryOptions(storeSlug, usageType));
  const app = data?.data[0];

  useEffect(() => {
    if (!data?.data[0]) return;
    syncStartup(queryClient, data);
  }, [data, queryClient]);

  useEffect(() => {
    if (app) applyBrandTheme(app);
  }, [app]);

  const onSimplePage = useRouterState({ select: (state) => isSimplePage(state.location.pathname) });
  const needsStore = Boolean(app && !app.store) && !onSimplePage;
  useEffect(() => {
    if (needsStore) openStoreChooser();
  }, [needsStore]);

  return null;
}

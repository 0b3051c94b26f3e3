import { useEffect } from 'react';
import { closeStoreChooser } from '@/web/shared/startup/store-chooser/store-chooser-state';
import { shoppingState } from '@/web/state/shopping';

/**
 * Screens that choose a store themselves (the locator, store pages, delivery) do not need the popup
 * that startup opens while no store is chosen: it would cover the very choice it asks for. Runs after
 * the startup effect (children's effects run first, but StartupEffects renders before the shell).
 */
export function usePageIsChooser(): void {
  useEffect(() => {
    if (shoppingState.storeId === undefined) closeStoreChooser();
  }, []);
}

import { lazy, useState } from 'react';

/*
 * Overlays that the first paint does not need load on demand, so no dialog, drawer or menu
 * machinery sits in the entry chunk (bench target: at most 150 KB gz before interactive).
 */
export const loadStoreChooser = () => import('@/web/features/startup/store-chooser/store-chooser-dialog');
export const loadMobileNav = () => import('./header/mobile-nav');

export const LazyAgeGate = lazy(() => import('./age-gate/age-gate').then((m) => ({ default: m.AgeGate })));
export const LazyStoreChooserDialog = lazy(() => loadStoreChooser().then((m) => ({ default: m.StoreChooserDialog })));
export const LazyCookieSettingsDialog = lazy(() => import('./consent/cookie-settings-dialog').then((m) => ({ default: m.CookieSettingsDialog })));
export const LazyMobileNav = lazy(() => loadMobileNav().then((m) => ({ default: m.MobileNav })));
export const LazyAccountMenu = lazy(() => import('./header/account-menu').then((m) => ({ default: m.AccountMenu })));

/** True from the first time `open` is true: the overlay stays mounted so it can animate out. */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

import { lazy, useState } from 'react';

/*
 * Overlays that the first paint does not need load on demand, so no dialog, drawer or menu
 * machinery sits in the entry chunk (bench target: at most 150 KB gz before interactive).
 */
export const loadStoreChooser = () => import('@/web/features/stores/locator/store-chooser-dialog');
export const loadMobileNav = () => import('./header/mobile-nav');

export const LazyAgeGate = lazy(() => import('./age-gate/age-gate').then((m) => ({ default: m.AgeGate })));
export const LazyStoreChooserDialog = lazy(() => loadStoreChooser().then((m) => ({ default: m.StoreChooserDialog })));
export const LazyCookieSettingsDialog = lazy(() => import('./consent/cookie-settings-dialog').then((m) => ({ default: m.CookieSettingsDialog })));
export const LazyMobileNav = lazy(() => loadMobileNav().then((m) => ({ default: m.MobileNav })));
export const LazyAccountMenu = lazy(() => import('./header/account-menu').then((m) => ({ default: m.AccountMenu })));

/*
 * Shell parts below the fold or shown on demand: the footer (AppShell keeps its space with a
 * placeholder), the header's dropdown panels (hidden until opened), the banner carousel (only with
 * messages), the cookie banner (only until consent is given), the update prompt and the version badge.
 */
const loadMenuPanels = () => import('./header/menu-panels');
export const LazyFooter = lazy(() => import('./footer/footer').then((m) => ({ default: m.Footer })));
export const LazyShopLinks = lazy(() => loadMenuPanels().then((m) => ({ default: m.ShopLinks })));
export const LazyDealsLinks = lazy(() => loadMenuPanels().then((m) => ({ default: m.DealsLinks })));
export const LazyLearnLinks = lazy(() => loadMenuPanels().then((m) => ({ default: m.LearnLinks })));
export const LazyCurrentStoreCard = lazy(() => import('./header/current-store-card').then((m) => ({ default: m.CurrentStoreCard })));
export const LazyBannerCarousel = lazy(() => import('./banner/banner-carousel').then((m) => ({ default: m.BannerCarousel })));
export const LazyCookieBanner = lazy(() => import('./consent/cookie-banner').then((m) => ({ default: m.CookieBanner })));
export const LazyUpdatePrompt = lazy(() => import('./pwa/update-prompt').then((m) => ({ default: m.UpdatePrompt })));
export const LazyInstallPrompt = lazy(() => import('./pwa/install-prompt').then((m) => ({ default: m.InstallPrompt })));
export const LazyOfflineBanner = lazy(() => import('./offline/offline-banner').then((m) => ({ default: m.OfflineBanner })));
export const LazyVersionBadge = lazy(() => import('./version-badge').then((m) => ({ default: m.VersionBadge })));

/** True from the first time `open` is true: the overlay stays mounted so it can animate out. */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

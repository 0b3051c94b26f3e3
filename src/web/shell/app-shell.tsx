import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { css } from 'styled-system/css';
import { LazyDebugPanelKeys } from '@/web/features/debug-panel/lazy-debug-panel';
import { PortalSwitch } from '@/web/features/staff/portal-switch';
import { storeChooserState } from '@/web/shared/startup/store-chooser/store-chooser-state';
import { useStartup } from '@/web/shared/startup/use-startup';
import { Toaster } from '@/web/ui/toaster';
import { ageGateState } from './age-gate/age-gate-state';
import { useFirstVisitCopyGoesUngated } from './age-gate/first-visit-copy';
import { BannerPlaceholder } from '@/web/shared/banner/banner-placeholder';
import { consentState } from '@/web/state/consent';
import { Header } from './header/header';
import {
  LazyAgeGate,
  LazyBannerCarousel,
  LazyCookieBanner,
  LazyCookieSettingsDialog,
  LazyFooter,
  LazyInstallPrompt,
  LazyOfflineBanner,
  LazyStoreChooserDialog,
  LazyUpdatePrompt,
  LazyVersionBadge,
  useOpenedOnce,
} from './lazy-parts';
import { pwaState } from './pwa/pwa-state';
import { isSimplePage, showsBanner } from '@/domain/simple-pages';

const skipLink = css({
  position: 'fixed',
  top: '2',
  left: '2',
  zIndex: 70,
  px: '4',
  py: '2',
  bg: 'ink',
  color: 'white',
  borderRadius: 'md',
  fontWeight: 'semibold',
  transform: 'translateY(-200%)',
  _focusVisible: { transform: 'none' },
});

/** Holds the footer's place while its code loads (it sits below the fold), so nothing jumps. */
const footerPlaceholder = css({ mt: '16', minH: { base: '1200px', sm: '900px' }, bg: 'wash', borderTop: '4px solid token(colors.brand)' });

/*
 * Content parts of the shell, loaded after the first paint: page titles, the analytics consent
 * bridge, and the promotional and marketing dialogs (they fetch their own content).
 */
const LazyDocumentMeta = lazy(() => import('./page-meta/document-meta').then((m) => ({ default: m.DocumentMeta })));
const LazyAnalyticsConsent = lazy(() => import('./analytics/analytics-consent').then((m) => ({ default: m.AnalyticsConsent })));
const LazyPromoDialog = lazy(() => import('./promo-dialog/promo-dialog').then((m) => ({ default: m.PromoDialog })));
const LazyMarketingSubscribe = lazy(() => import('./marketing/marketing-subscribe').then((m) => ({ default: m.MarketingSubscribe })));

/**
 * The app frame: skip link, header, banner carousel, page, footer, and the shell's overlays (age
 * gate, cookie banner and settings, store chooser, promotional and marketing dialogs, toasts,
 * version badge, update prompt). The content dialogs never show on simple pages or before the age
 * is confirmed, and wait while the cookie banner, cookie settings or store chooser are up.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const simple = isSimplePage(pathname);
  // The operator console is a work screen with its own navigation: no shop footer under it.
  const consoleScreen = pathname === '/admin' || pathname.startsWith('/admin/');
  const { ageConfirmed } = useSnapshot(ageGateState);
  const gated = !simple && !ageConfirmed;
  useFirstVisitCopyGoesUngated(gated);
  const { app } = useStartup();
  const chooserOpen = useSnapshot(storeChooserState).open;
  const chooserMounted = useOpenedOnce(chooserOpen);
  const consent = useSnapshot(consentState);
  const overlaysClear = !consent.show && !consent.settingsOpen && !chooserOpen;
  const settingsMounted = useOpenedOnce(consent.settingsOpen);
  const { updateReady, installAvailable } = useSnapshot(pwaState);
  const main = useRef<HTMLElement>(null);
  const firstPath = useRef(pathname);

  // After client-side navigation, put keyboard and screen reader focus at the new page's start.
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = pathname;
    main.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <>
      <a
        href="#main"
        className={skipLink}
        onClick={(event) => {
          event.preventDefault();
          main.current?.focus();
        }}
      >
        Skip to main content
      </a>
      <div id="top" tabIndex={-1} />
      <div
        data-gated={gated || undefined}
        data-consent-banner={(!gated && consent.show) || undefined}
        className={css({
          display: 'flex',
          flexDirection: 'column',
          minH: '100dvh',
          // Below xs the gate covers the whole screen: nothing behind it is painted (nor taken for the largest paint).
          '&[data-gated]': { filter: 'blur(8px)', userSelect: 'none', visibility: { base: 'hidden', xs: 'visible' } },
          // The fixed cookie banner must never cover the page's last action (a form's Save): room to scroll past it.
          '&[data-consent-banner]': { pb: { base: '64', tablet: '36' } },
        })}
      >
        <Deferred>
          <LazyOfflineBanner />
        </Deferred>
        <Header simple={simple} />
        {showsBanner(pathname) && (
          // Staff at the counter get no promotions (part 2 §6: a different home and header).
          <PortalSwitch
            shopper={
              <Suspense fallback={<BannerPlaceholder />}>
                <LazyBannerCarousel />
              </Suspense>
            }
            staff={null}
            pending={null}
          />
        )}
        <main id="main" ref={main} tabIndex={-1} className={css({ flex: '1', outline: 'none' })}>
          {children}
        </main>
        {!simple && !consoleScreen && (
          <Suspense fallback={<div aria-hidden className={footerPlaceholder} />}>
            <LazyFooter />
          </Suspense>
        )}
      </div>
      <Suspense fallback={null}>
        {gated && <LazyAgeGate logoUrl={app?.logo_url} brandName={app?.name} />}
        {/* Staff work the store they belong to (the header's working store), never the shopper's chooser. */}
        {!gated && chooserMounted && <PortalSwitch shopper={<LazyStoreChooserDialog />} staff={null} pending={null} />}
        {settingsMounted && <LazyCookieSettingsDialog />}
      </Suspense>
      {!simple && !gated && (
        <PortalSwitch
          shopper={
            <>
              <Deferred>
                <LazyPromoDialog canOpen={overlaysClear} />
              </Deferred>
              <Deferred>
                <LazyMarketingSubscribe canOpen={overlaysClear} />
              </Deferred>
            </>
          }
          staff={null}
          pending={null}
        />
      )}
      {!gated && consent.show && (
        <Deferred>
          <LazyCookieBanner />
        </Deferred>
      )}
      <Toaster />
      <Deferred>
        {/* Portal users see an 'Admin' suffix (part 1 §2). */}
        <PortalSwitch shopper={<LazyVersionBadge />} staff={<LazyVersionBadge admin />} pending={null} />
      </Deferred>
      <Deferred>
        <LazyDocumentMeta />
      </Deferred>
      <Deferred>
        <LazyAnalyticsConsent />
      </Deferred>
      {updateReady && (
        <Deferred>
          <LazyUpdatePrompt />
        </Deferred>
      )}
      {installAvailable && !updateReady && (
        <Deferred>
          <LazyInstallPrompt />
        </Deferred>
      )}
      {/* The debug panel's key listener (part 1 §4): none in production; the panel loads once its sequence is typed. */}
      <Deferred>
        <LazyDebugPanelKeys />
      </Deferred>

    </>
  );
}

/** A lazily loaded part in its own boundary: nothing until its code is in, and it never hides another part. */
function Deferred({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { css } from 'styled-system/css';
import { LazyDebugPanelKeys } from '@/web/features/debug-panel/lazy-debug-panel';
import { PortalSwitch } from './portal-switch';
import { Toaster } from '@/web/ui/toaster';
import { ageGateState } from './age-gate/age-gate-state';
import { useFirstVisitCopyGoesUngated } from './age-gate/first-visit-copy';
import { BannerPlaceholder } from '@/web/shared/banner/banner-placeholder';
import { consentState } from '@/web/state/consent';
import { Header } from './header/header';
import { useStartup } from '@/web/shared/startup/use-startup';
import {
  LazyAgeGate,
  LazyBannerCarousel,
  LazyCookieSettingsDialog,
  LazyFooter,
  LazyOfflineBanner,
  LazyUpdatePrompt,
  LazyVersionBadge,
  useOpenedOnce,
} from './lazy-parts';
import { pwaState } from './pwa/pwa-state';
import { SkipLink } from '@/web/ui/skip-link';
import { isSimplePage, showsBanner } from '@/domain/simple-pages';

/** Rendering on the server (src/web/prerender/server-pages.tsx): there is no document. */
const renderedOnServer = typeof document === 'undefined';

/** Holds the footer's place while its code loads (it sits below the fold), so nothing jumps. */
const footerPlaceholder = css({ mt: '16', minH: { base: '1200px', sm: '900px' }, bg: 'wash', borderTop: '4px solid token(colors.brand)' });

/*
 * Content parts of the shell, loaded after the first paint: page titles, the analytics consent
 * bridge, and the interruptions after the age gate (the store chooser, cookie banner, promotional and
 * marketing dialogs and install card are each lazy already; the rule that orders them comes with them).
 */
const LazyShellInterruptions = lazy(() => import('./interruptions/shell-interruptions').then((m) => ({ default: m.ShellInterruptions })));
const LazyDocumentMeta = lazy(() => import('./page-meta/document-meta').then((m) => ({ default: m.DocumentMeta })));
const LazyAnalyticsConsent = lazy(() => import('./analytics/analytics-consent').then((m) => ({ default: m.AnalyticsConsent })));

/**
 * The app frame: skip link, header, banner carousel, page, footer, and the shell's overlays: the
 * interruptions (age gate, store chooser, cookie banner, promotional and marketing dialogs, install
 * card: one at a time, in that order, interruptions/interruption-order.ts), Cookie Settings, toasts,
 * version badge and update prompt. Staff at the counter get no footer, banners or marketing.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const simple = isSimplePage(pathname);
  // The operator console is a work screen with its own navigation: no shop footer under it.
  const consoleScreen = pathname === '/admin' || pathname.startsWith('/admin/');
  const { ageConfirmed } = useSnapshot(ageGateState);
  // The first interruption (interruptions/interruption-order.ts): on every page but the simple ones
  // (the kiosk's own screens have their own frame), whoever uses it. Here, in the entry, so the gate
  // takes over from the first visit's copy without waiting for the others' code.
  const gated = !simple && !ageConfirmed;
  useFirstVisitCopyGoesUngated(gated);
  const { app } = useStartup();
  const consent = useSnapshot(consentState);
  const settingsMounted = useOpenedOnce(consent.settingsOpen);
  const { updateReady } = useSnapshot(pwaState);
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
      <SkipLink targetId="main" target={main}>
        Skip to main content
      </SkipLink>
      <div id="top" tabIndex={-1} />
      <div
        data-gated={gated || undefined}
        className={css({
          display: 'flex',
          flexDirection: 'column',
          minH: '100dvh',
          // Below xs the gate covers the whole screen: nothing behind it is painted (nor taken for the largest paint).
          '&[data-gated]': { filter: 'blur(8px)', userSelect: 'none', visibility: { base: 'hidden', xs: 'visible' } },
          // A card fixed at the bottom (the cookie banner, the install card) must never cover the page's last
          // action (a form's Save): room to scroll past it (bottom-card/bottom-card-room.ts, while one shows).
          pb: 'var(--apo-bottom-card-room, 0px)',
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
          // The shop's footer is the shopper's: staff terminal screens end with the page.
          <PortalSwitch
            shopper={
              <Suspense fallback={<div aria-hidden className={footerPlaceholder} />}>
                <LazyFooter />
              </Suspense>
            }
            staff={null}
            pending={<div aria-hidden className={footerPlaceholder} />}
          />
        )}
      </div>
      {/* A page rendered on the server comes with the first visitor's gate of its own (first-visit-page.ts), and nothing interrupts it. */}
      {!renderedOnServer && (
        <>
          <Suspense fallback={null}>{gated && <LazyAgeGate logoUrl={app?.logo_url} brandName={app?.name} />}</Suspense>
          <Deferred>
            <PortalSwitch
              shopper={<LazyShellInterruptions portal="shopper" />}
              staff={<LazyShellInterruptions portal="staff" />}
              pending={<LazyShellInterruptions portal="checking" />}
            />
          </Deferred>
        </>
      )}
      {/* Opened by the shopper (the footer's Cookie Settings, the banner's link), on any screen. */}
      {settingsMounted && (
        <Deferred>
          <LazyCookieSettingsDialog />
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

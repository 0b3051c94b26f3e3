import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { mayBePinned } from '@/web/state/pinned-device';
import { storeChooserState } from '@/web/shared/startup/store-chooser/store-chooser-state';
import { LazyCookieBanner, LazyInstallPrompt, LazyStoreChooserDialog, useOpenedOnce } from '../lazy-parts';
import { allowedOn, currentInterruption, mayShow } from './interruption-order';
import { screenKindOf, type PortalKind } from './screen-kind';
import { useInterruptionSituation } from './use-interruption-situation';

/* The promotional and marketing dialogs fetch their own content: loaded after the first paint. */
const LazyPromoDialog = lazy(() => import('../promo-dialog/promo-dialog').then((m) => ({ default: m.PromoDialog })));
const LazyMarketingSubscribe = lazy(() => import('../marketing/marketing-subscribe').then((m) => ({ default: m.MarketingSubscribe })));

/**
 * The shell's interruptions after the age gate (store chooser, cookie banner, promotion, marketing
 * dialog, install card), each shown only when interruption-order.ts gives it its turn on this screen:
 * one at a time, in that order, none over checkout, the staff terminal or the kiosk, and none while
 * the age gate (which the app shell shows itself) is up. `portal` says whose screen it is (the app
 * shell renders this through its portal switch).
 */
export function ShellInterruptions({ portal }: { portal: PortalKind }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const screen = screenKindOf(pathname, { portal, kioskDevice: mayBePinned() });
  const situation = useInterruptionSituation(screen);
  const current = currentInterruption(situation);
  const chooserMounted = useOpenedOnce(useSnapshot(storeChooserState).open);
  // The dialogs that time themselves (the marketing dialog's browsing delay) start counting past the age gate, as before.
  const pastAgeGate = current !== 'age-gate';

  return (
    <>
      {/* Staff work the store they belong to (the header's working store), never the shopper's chooser. */}
      {chooserMounted && mayShow('store-choice', situation) && (
        <Deferred>
          <LazyStoreChooserDialog />
        </Deferred>
      )}
      {current === 'cookie-choice' && (
        <Deferred>
          <LazyCookieBanner />
        </Deferred>
      )}
      {pastAgeGate && allowedOn(screen, 'special-offer') && (
        <Deferred>
          <LazyPromoDialog canOpen={mayShow('special-offer', situation)} />
        </Deferred>
      )}
      {pastAgeGate && allowedOn(screen, 'marketing-subscribe') && (
        <Deferred>
          <LazyMarketingSubscribe canOpen={mayShow('marketing-subscribe', situation)} />
        </Deferred>
      )}
      {current === 'install-card' && (
        <Deferred>
          <LazyInstallPrompt />
        </Deferred>
      )}
    </>
  );
}

/** A lazily loaded part in its own boundary: nothing until its code is in, and it never hides another part. */
function Deferred({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

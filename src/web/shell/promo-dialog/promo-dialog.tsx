import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { pickPromoDialog } from '@/domain/promo-dialog';
import { contentListQueryOptions } from '@/web/data/content-queries';
import { useStartup } from '@/web/shared/startup/use-startup';
import { useInteractions } from '../interruptions/first-interaction';
import { loadSeenPromos, openPromo } from './promo-memory';
import { promoState } from './promo-state';

/** The dialog itself (Ark's dialog, rich text): loaded once a promotion is about to open, not with every page. */
const loadPromoView = () => import('./promo-dialog-view');
const LazyPromoView = lazy(() => loadPromoView().then((m) => ({ default: m.PromoDialogView })));

/** How long after the shopper's interaction the promotion waits, for a dialog that interaction opens (Added to Cart answers in a few hundred ms). */
const PROMO_AFTER_INTERACTION_MS = 1_500;

/**
 * The promotional dialog (part 1 §2 dialogs, promotional_dialog): the newest promotion for the
 * shopper's store and usage type, once per promotion within 4 days (src/domain/promo-dialog.ts).
 * The shell mounts it only where it may show (never over the age gate, the cookie banner or on
 * simple pages); `canOpen` holds it back while another overlay is up. It opens at most once per
 * page life, and marks the promotion seen as it opens.
 */
export function PromoDialog({ canOpen }: { canOpen: boolean }) {
  const { store, usageType } = useStartup();
  const { data } = useQuery(contentListQueryOptions('promotional_dialog'));
  const { open, uid } = useSnapshot(promoState);
  // Not over the page as it arrives: a moment after the shopper has done something on it
  // (first-interaction.ts, watched from here, the dialog's own chunk, so the app's entry does not
  // carry it), and never over a dialog that interaction opened (Added to Cart, a menu): then after the next one.
  const interactions = useInteractions();

  useEffect(() => {
    if (!canOpen || !interactions || !data || promoState.uid || promoState.shownThisVisit) return;
    const candidates = data.data.map((doc) => ({ ...doc, audience: doc.data.audience }));
    const pick = (now: number) => pickPromoDialog(candidates, { state: store?.state, usage: usageType, storeId: store?.id }, loadSeenPromos(now), now);
    // Nothing to offer (none for this store, or all seen lately): no timer, and the dialog's code stays unloaded.
    if (!pick(Date.now())) return;
    // Its code loads while the timer runs, so the dialog opens on time.
    void loadPromoView();
    const timer = setTimeout(() => {
      if (document.querySelector('[aria-modal="true"]')) return;
      const now = Date.now();
      const picked = pick(now);
      if (picked) openPromo(picked.uid, now);
    }, PROMO_AFTER_INTERACTION_MS);
    return () => clearTimeout(timer);
  }, [canOpen, interactions, data, store, usageType]);

  const promo = uid ? data?.data.find((doc) => doc.uid === uid) : undefined;
  if (!promo) return null;
  return (
    <Suspense fallback={null}>
      <LazyPromoView promo={promo} open={open} />
    </Suspense>
  );
}

import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { marketingDialogOpenAt } from '@/domain/marketing-dialog';
import { contentDocumentQueryOptions } from '@/web/data/content-queries';
import { recordActivity, useMe } from '@/web/data/user-queries';
import { useStartup } from '@/web/shared/startup/use-startup';
import { promoState } from '../promo-dialog/promo-state';
import { loadMarketingHistory, rememberMarketingAnswer } from './marketing-memory';
import { marketingState } from './marketing-state';

/** The dialog and its sign-up form load once it is due, not with every page. */
const loadMarketingDialog = () => import('./marketing-dialog');
const LazyMarketingDialog = lazy(() => loadMarketingDialog().then((m) => ({ default: m.MarketingDialog })));

/** The site settings document that holds the dialog's content. */
export const SITE_SETTINGS_UID = 'site';
/** setTimeout's longest delay; a later due time is simply not reached in this page's life. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * Decides when the marketing subscribe dialog opens (src/domain/marketing-dialog.ts): after the
 * browsing delay, when due, and only while `canOpen` (its turn in the shell's interruption order,
 * interruptions/interruption-order.ts: on the shop only, after the age gate, store and cookie choice)
 * and no promotional dialog showed in this visit. Its content loads only once it is due. Once open
 * it stays until the shopper answers or closes it. A signed-in shopper who already gets promotions
 * never sees it; their answers are also recorded as user activities (part 2 §3).
 */
export function MarketingSubscribe({ canOpen }: { canOpen: boolean }) {
  const { app } = useStartup();
  const promo = useSnapshot(promoState);
  const [startedAt] = useState(() => Date.now());
  // Set by the timer, which runs only while the dialog is allowed: due means "open once the content is here".
  const [due, setDue] = useState(false);
  const [signedUp, setSignedUp] = useState(false);
  const alreadySubscribed = useMe().data?.receive_marketing ?? false;
  const allowed = canOpen && !promo.shownThisVisit && !promo.open && Boolean(app) && !alreadySubscribed;
  const settings = useQuery({ ...contentDocumentQueryOptions('settings', SITE_SETTINGS_UID), enabled: due });

  useEffect(() => {
    if (!allowed || due) return;
    const delay = marketingDialogOpenAt(loadMarketingHistory(), startedAt) - Date.now();
    if (delay > MAX_TIMER_MS) return;
    const timer = setTimeout(() => {
      // Its code loads beside its content.
      void loadMarketingDialog();
      setDue(true);
    }, Math.max(0, delay));
    return () => clearTimeout(timer);
  }, [allowed, due, startedAt]);

  // Up means due with its content in: the shell's later interruptions (the install card) wait meanwhile.
  const up = due && Boolean(app && settings.data);
  useEffect(() => {
    marketingState.open = up;
    return () => {
      marketingState.open = false;
    };
  }, [up]);

  if (!app || !settings.data) return null;
  const finish = (answer?: 'ignoredAt' | 'dismissedAt') => {
    if (answer) rememberMarketingAnswer(answer, Date.now());
    setDue(false);
  };

  return (
    <Suspense fallback={null}>
      <LazyMarketingDialog
        open={due}
        content={settings.data.data.marketing_dialog}
        brandSlug={app.slug}
        brandName={app.name}
        onSignedUp={() => {
          setSignedUp(true);
          rememberMarketingAnswer('signedUpAt', Date.now());
          recordActivity('marketing_dialog_subscribe');
        }}
        onIgnore={() => {
          finish('ignoredAt');
          recordActivity('marketing_dialog_ignore');
        }}
        onClose={() => finish(signedUp ? undefined : 'dismissedAt')}
      />
    </Suspense>
  );
}

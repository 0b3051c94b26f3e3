import { useSnapshot } from 'valtio';
import { storeChooserState } from '@/web/shared/startup/store-chooser/store-chooser-state';
import { consentState } from '@/web/state/consent';
import { ageGateState } from '../age-gate/age-gate-state';
import { marketingState } from '../marketing/marketing-state';
import { promoState } from '../promo-dialog/promo-state';
import { pwaState } from '../pwa/pwa-state';
import type { InterruptionSituation, ScreenKind } from './interruption-order';

/**
 * What waits to interrupt on `screen` right now, read from the states that already say so: the
 * age gate's flag, the store chooser, the cookie consent, the promotion, the marketing dialog and the
 * browser's install offer or the iPhone install hint (an update waiting takes the install card's place,
 * pwa/update-prompt.tsx).
 */
export function useInterruptionSituation(screen: ScreenKind): InterruptionSituation {
  const { ageConfirmed } = useSnapshot(ageGateState);
  const chooser = useSnapshot(storeChooserState);
  const consent = useSnapshot(consentState);
  const promo = useSnapshot(promoState);
  const marketing = useSnapshot(marketingState);
  const pwa = useSnapshot(pwaState);
  return {
    screen,
    waiting: {
      'age-gate': !ageConfirmed,
      'store-choice': chooser.open,
      'cookie-choice': consent.show,
      'special-offer': promo.open,
      'marketing-subscribe': marketing.open,
      'install-card': (pwa.installAvailable || pwa.installHint) && !pwa.updateReady,
    },
    shopperDialogOpen: consent.settingsOpen,
  };
}

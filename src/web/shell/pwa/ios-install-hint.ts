import { dismissedRecently } from './install-events';
import { pwaState } from './pwa-state';

/**
 * Safari on an iPhone or iPad (iPadOS says 'Macintosh', with a touch screen): the one iOS browser
 * whose Share sheet reliably has Add to Home Screen and whose toolbar the hint describes. Other
 * iOS browsers (CriOS, FxiOS, EdgiOS, Opera, the Google app) and in-app views (no 'Version/') are
 * left out.
 */
export function isIosSafari(userAgent: string, maxTouchPoints: number): boolean {
  const apple = /\b(iPhone|iPad|iPod)\b/.test(userAgent) || (/\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1);
  return apple && /\bVersion\/\d/.test(userAgent) && /\bSafari\//.test(userAgent) && !/\b(CriOS|FxiOS|EdgiOS|OPiOS|OPT|GSA)\//.test(userAgent);
}

/** Opened from the home screen already (navigator.standalone is iOS WebKit's own flag). */
function runsInstalled(): boolean {
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return standalone || Boolean(window.matchMedia?.('(display-mode: standalone)').matches);
}

/**
 * iOS never offers installing (no beforeinstallprompt): on Safari there, not yet installed and not
 * dismissed lately, the install card's slot holds a hint instead ('tap Share, then Add to Home
 * Screen', install-prompt.tsx), in the interruption order's install-card turn.
 */
export function offerIosInstallHint(now: number): void {
  if (!isIosSafari(navigator.userAgent, navigator.maxTouchPoints ?? 0) || runsInstalled()) return;
  pwaState.installHint = !dismissedRecently(now);
}

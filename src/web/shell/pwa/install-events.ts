import { readRemembered, writeRemembered } from '../promo-dialog/remembered-storage';
import { pwaState } from './pwa-state';

/** Chrome's install offer (not in TypeScript's DOM types). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
}

const DISMISSED_AT_KEY = 'apotheca_install_dismissed_at';

/** After 'Not now', the install card stays away this long. */
export const INSTALL_DISMISS_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

let offer: BeforeInstallPromptEvent | undefined;
let listening = false;

/**
 * Keeps the browser's install offer for our own card (install-prompt.tsx) instead of its mini
 * infobar. Call early: browsers fire beforeinstallprompt soon after load, once per page.
 */
export function listenForInstallOffer(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offer = event as BeforeInstallPromptEvent;
    pwaState.installAvailable = !dismissedRecently(Date.now());
  });
  window.addEventListener('appinstalled', () => {
    offer = undefined;
    pwaState.installAvailable = false;
  });
  // Only iOS WebKit has navigator.standalone: the hint's code loads there alone (ios-install-hint.ts).
  if ('standalone' in navigator) void import('./ios-install-hint').then(({ offerIosInstallHint }) => offerIosInstallHint(Date.now()));
}

/** 'Install': the browser's own install dialog. An offer can be shown once, so the card goes. */
export async function installApp(): Promise<void> {
  const pending = offer;
  offer = undefined;
  pwaState.installAvailable = false;
  await pending?.prompt();
}

/**
 * 'Not now' (on the card or the iPhone hint): hidden for INSTALL_DISMISS_DAYS. Remembered like the shell's other dialogs (across
 * visits only with personalization consent, promo-dialog/remembered-storage.ts).
 */
export function dismissInstall(): void {
  pwaState.installAvailable = false;
  pwaState.installHint = false;
  writeRemembered(DISMISSED_AT_KEY, String(Date.now()));
}

/** Whether 'Not now' on the install card or the iPhone hint was pressed less than INSTALL_DISMISS_DAYS ago. */
export function dismissedRecently(now: number): boolean {
  const at = Number(readRemembered(DISMISSED_AT_KEY) ?? 0);
  return at > 0 && now - at < INSTALL_DISMISS_DAYS * DAY_MS;
}

/**
 * What every page start needs to know of kiosk mode (DECISIONS.md "Modes of the one installable app"),
 * and nothing more, so the kiosk's code stays out of the shopper's entry bundle: whether this device
 * may be pinned as a kiosk (then the root loads features/kiosk/kiosk-guard.ts, which decides with the
 * checked pin), and which paths are the kiosk's own full-screen screen.
 */
export const KIOSK_HOME = '/kiosk';
export const KIOSK_SETUP = '/kiosk/setup';
/** The localStorage key of the pin (written and checked by features/kiosk/kiosk-pin.ts alone). */
export const KIOSK_PIN_KEY = 'apotheca_kiosk_pin';

/** Once the kiosk's pin module is loaded, its checked pin answers (a stored value may be damaged). */
let checkedPin: (() => boolean) | undefined;

export function answerPinnedWith(check: () => boolean): void {
  checkedPin = check;
}

/** Whether a pin is kept on this device: false for every shopper, without loading any kiosk code. */
export function mayBePinned(): boolean {
  if (checkedPin) return checkedPin();
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(KIOSK_PIN_KEY) !== null;
  } catch {
    return false; // storage blocked: nothing kept
  }
}

export const withoutTrailingSlash = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** The kiosk's own screen (not its setup): shown full screen, without the shop's header and footer. */
export function isKioskScreen(pathname: string): boolean {
  const path = withoutTrailingSlash(pathname);
  return path === KIOSK_HOME || (path.startsWith(`${KIOSK_HOME}/`) && path !== KIOSK_SETUP);
}

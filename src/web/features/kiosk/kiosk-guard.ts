import { redirect } from '@tanstack/react-router';
import { KIOSK_HOME, withoutTrailingSlash } from '@/web/state/pinned-device';
import { isKioskPinned } from './kiosk-pin';

/**
 * Kiosk mode (DECISIONS.md "Modes of the one installable app"): a pinned device is a kiosk
 * and nothing else. It stays inside /kiosk; only /login is open besides, so a staff user can sign in
 * to reach /kiosk/setup and unpin it. Loaded only on a device that keeps a pin (state/pinned-device.ts).
 */

/** Whether a pinned device may show `pathname`. */
export function isKioskPath(pathname: string): boolean {
  const path = withoutTrailingSlash(pathname);
  return path === KIOSK_HOME || path.startsWith(`${KIOSK_HOME}/`) || path === '/login';
}

/** Where a device must go instead of `pathname`: /kiosk for a pinned device outside kiosk paths. */
export function kioskRedirectTarget(pathname: string, pinned: boolean): string | undefined {
  return pinned && !isKioskPath(pathname) ? KIOSK_HOME : undefined;
}

/** Root beforeLoad: sends a pinned device back to the kiosk from any other page. */
export function keepPinnedDeviceInKiosk(pathname: string): void {
  const target = kioskRedirectTarget(pathname, isKioskPinned());
  if (target) throw redirect({ href: target, replace: true });
}

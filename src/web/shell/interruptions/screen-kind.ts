import { isSimplePage } from '@/domain/simple-pages';
import type { ScreenKind } from './interruption-order';

/** Who uses the app, as the shell's portal switch knows it ('checking' while a signed-in person's account is read). */
export type PortalKind = 'shopper' | 'staff' | 'checking';

const CHECKOUT_PREFIXES = ['/cart', '/checkout'];
const CONSOLE_PREFIX = '/admin';
const KIOSK_PREFIX = '/kiosk';

const under = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/**
 * What kind of screen `pathname` is for interruptions (interruption-order.ts). The kiosk comes
 * first (a pinned device is a kiosk on its sign-in page too), then portal users: every screen of
 * theirs is the staff terminal, and while it is not known yet whether a signed-in person is staff the
 * screen is held as theirs, so nothing meant for shoppers flashes up at the counter.
 */
export function screenKindOf(pathname: string, who: { portal: PortalKind; kioskDevice: boolean }): ScreenKind {
  if (who.kioskDevice || under(pathname, KIOSK_PREFIX)) return 'kiosk';
  if (who.portal !== 'shopper' || under(pathname, CONSOLE_PREFIX)) return 'staff';
  if (isSimplePage(pathname)) return 'simple';
  if (CHECKOUT_PREFIXES.some((prefix) => under(pathname, prefix))) return 'checkout';
  return 'shop';
}

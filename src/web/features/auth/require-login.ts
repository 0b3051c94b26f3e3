import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { sessionReady } from '@/web/data/session-service';
import { isSignedIn, sessionState } from '@/web/state/session';
import { fromQueryValue } from './safe-return-path';

/**
 * Route guard for screens that need login (part 2 §2 "Account (all need login, otherwise redirect to
 * /login)"): sends a visitor to /login with `from` holding the return path, double-encoded (the
 * router encodes the once-encoded path again), as the account button does.
 *
 * While start-up is still refreshing an expired access token it waits for that first, so return
 * its result from beforeLoad: `beforeLoad: ({ location }) => requireLogin(location)`.
 */
export function requireLogin(location: ParsedLocation): void | Promise<void> {
  if (hasSession()) return;
  if (sessionState.restoring) {
    return sessionReady().then(() => {
      if (!hasSession()) throw loginRedirect(location);
    });
  }
  throw loginRedirect(location);
}

/**
 * Signed in, with an access token or as a known user whose token refresh waits for the network
 * (offline): the screen shows what this device kept rather than a login that cannot work offline.
 */
const hasSession = isSignedIn;

function loginRedirect(location: ParsedLocation) {
  return redirect({ href: `/login?from=${encodeURIComponent(fromQueryValue(location.href))}`, replace: true });
}

import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { sessionState } from '@/web/state/session';

/**
 * Route guard for screens that need login (part 2 §2 "Account (all need login, otherwise redirect to
 * /login)"): sends a visitor to /login with `from` holding the return path, double-encoded (the
 * router encodes the once-encoded path again), as the account button does.
 */
export function requireLogin(location: ParsedLocation): void {
  if (sessionState.accessToken) return;
  throw redirect({ href: `/login?from=${encodeURIComponent(encodeURIComponent(location.href))}`, replace: true });
}

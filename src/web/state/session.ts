import { proxy } from 'valtio';
import { readCookie, removeCookie } from '@/web/data/cookies';

const ACCESS_COOKIE = 'apotheca_access';
const REFRESH_COOKIE = 'apotheca_refresh';

/** Who is signed in. Tokens live in cookies (30 days with personalization consent, else session). */
export const sessionState = proxy<{ accessToken: string | undefined; userId: number | undefined }>({
  accessToken: readCookieSafe(ACCESS_COOKIE),
  // Filled from the tokens by the auth feature; placeholder until it lands.
  userId: undefined,
});

function readCookieSafe(name: string): string | undefined {
  return typeof document === 'undefined' ? undefined : readCookie(name);
}

/** A 401 clears stored tokens and signs out (part 1 §7). */
export function signOut(): void {
  removeCookie(ACCESS_COOKIE);
  removeCookie(REFRESH_COOKIE);
  sessionState.accessToken = undefined;
  sessionState.userId = undefined;
}

import { proxy } from 'valtio';
import * as z from 'zod/mini';
import type { TokenResponse } from '@/api/auth';
import { AUTH_COOKIE_DAYS, TOKEN_REFRESH_LEAD_MS, TOKEN_REFRESH_MAX_MS } from '@/domain/constants';
import { readCookie, removeCookie, writeCookie } from '@/web/data/cookies';
import { allowsPersonalization } from './consent';

/**
 * Who is signed in (part 2 §7 "Tokens"; README "Our own identity service"). The refresh token lives in
 * an HttpOnly cookie that only the server sets and this code never sees; the server makes it last 30
 * days when the shopper allows personalization, else the browser session, and so are the two cookies
 * kept here: the account (who is signed in, also offline) and the short-lived access token (sent as
 * Authorization), which lasts no longer than itself.
 *
 * A store only: importing it reads the cookies and nothing more. The session service
 * (data/session-service.ts, started by main.tsx) refreshes the access token and tells the server
 * when someone signs out; it learns of both through onSignIn and onSignOut.
 */

const ACCESS_COOKIE = 'apotheca_access';
const ACCOUNT_COOKIE = 'apotheca_account';
/**
 * Where sessions from before the HttpOnly cookie kept their refresh token. While it is there, the
 * stored access token is not used (it predates sessions that logout can end): the first refresh
 * sends this cookie, and the server replaces it with the HttpOnly one.
 */
const LEGACY_REFRESH_COOKIE = 'apotheca_refresh';

/** When to refresh next: 3 minutes before expiry, capped at 30 minutes, now if that time has passed. */
export function refreshDelayMs(accessExpiresAt: number, now: number): number {
  return Math.max(0, Math.min(accessExpiresAt - TOKEN_REFRESH_LEAD_MS - now, TOKEN_REFRESH_MAX_MS));
}

export interface SessionState {
  accessToken: string | undefined;
  username: string | undefined;
  userId: number | undefined;
  /** When the access token expires, in epoch milliseconds. */
  accessExpiresAt: number | undefined;
  /** True while start-up refreshes an expired access token; screens that need login wait for it. */
  restoring: boolean;
}

const accountCookieSchema = z.object({ username: z.string(), user_id: z.int(), access_expires_at: z.number() });

/** The session as the cookies hold it, which every tab of this browser shares. */
export type StoredSession = Omit<SessionState, 'restoring'>;

export function readStoredSession(): StoredSession {
  if (typeof document === 'undefined') return { accessToken: undefined, username: undefined, userId: undefined, accessExpiresAt: undefined };
  const account = accountCookieSchema.safeParse(parseJson(readCookie(ACCOUNT_COOKIE)));
  return {
    accessToken: readCookie(LEGACY_REFRESH_COOKIE) === undefined ? readCookie(ACCESS_COOKIE) : undefined,
    username: account.success ? account.data.username : undefined,
    userId: account.success ? account.data.user_id : undefined,
    accessExpiresAt: account.success ? account.data.access_expires_at : undefined,
  };
}

function parseJson(text: string | undefined): unknown {
  try {
    return text === undefined ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A stored access token is used only while it is not due for refresh; otherwise start-up refreshes first. */
export function usableAccess(stored: StoredSession, now: number): boolean {
  return Boolean(stored.accessToken && stored.userId !== undefined && stored.accessExpiresAt && refreshDelayMs(stored.accessExpiresAt, now) > 0);
}

function initialState(now: number): SessionState {
  const stored = readStoredSession();
  if (usableAccess(stored, now)) return { ...stored, restoring: false };
  // No usable access token: keep the account (the refresh cookie goes with it), so what this device
  // kept of the user shows while the refresh waits (offline, README "What the device keeps"). The API
  // client never sends a private request without a token meanwhile (the 401 would sign the user out).
  const known = stored.username !== undefined && stored.userId !== undefined;
  return {
    accessToken: undefined,
    username: known ? stored.username : undefined,
    userId: known ? stored.userId : undefined,
    accessExpiresAt: undefined,
    restoring: known,
  };
}

export const sessionState = proxy<SessionState>(initialState(Date.now()));

/** Signed in: a known user, whether or not an access token is at hand (offline it may wait). */
export function isSignedIn(): boolean {
  return sessionState.userId !== undefined;
}

/** Whether the server should keep the refresh cookie 30 days (personalization consent, part 2 §7 "Tokens"). */
export function remembersSignIn(): boolean {
  return allowsPersonalization();
}

/** Writes the session's cookies, for 30 days or the browser session as the consent now says. */
export function persistSession(now = Date.now()): void {
  const { accessToken, username, userId, accessExpiresAt } = sessionState;
  if (!accessToken || !username || userId === undefined || accessExpiresAt === undefined) return;
  const remember = remembersSignIn();
  writeCookie(ACCOUNT_COOKIE, JSON.stringify({ username, user_id: userId, access_expires_at: accessExpiresAt }), remember ? AUTH_COOKIE_DAYS : undefined);
  // An expired access token is worth nothing: it is not kept past its expiry.
  writeCookie(ACCESS_COOKIE, accessToken, remember ? Math.max(0, accessExpiresAt - now) / 86_400_000 : undefined);
}

function clearCookies(): void {
  removeCookie(ACCESS_COOKIE);
  removeCookie(ACCOUNT_COOKIE);
  removeCookie(LEGACY_REFRESH_COOKIE);
}

type SignInListener = (accessExpiresAt: number, now: number) => void;
const signInListeners = new Set<SignInListener>();

/** Runs `listener` with each new access token's expiry (sign-in or refresh); returns the unsubscribe. */
export function onSignIn(listener: SignInListener): () => void {
  signInListeners.add(listener);
  return () => signInListeners.delete(listener);
}

/** Signs in with the answer of login, register-confirm or refresh. */
export function signIn(tokens: TokenResponse, now = Date.now()): void {
  const accessExpiresAt = now + tokens.expires_in * 1000;
  Object.assign(sessionState, {
    accessToken: tokens.access_token,
    username: tokens.username,
    userId: tokens.user_id,
    accessExpiresAt,
    restoring: false,
  } satisfies SessionState);
  persistSession(now);
  for (const listener of signInListeners) listener(accessExpiresAt, now);
}

/** Takes the session another tab stored (its refresh already brought this browser the cookie). */
export function adoptStoredSession(stored: StoredSession): void {
  Object.assign(sessionState, { ...stored, restoring: false });
}

/** How a session ended: `revoke` when this device signed out, so the server is still to be told. */
export interface SessionEnd {
  /** The access token the session had, which names it to the server. */
  accessToken: string | undefined;
  revoke: boolean;
}

type SignOutListener = (end: SessionEnd) => void;
const signOutListeners = new Set<SignOutListener>();

/** Runs `listener` on every sign-out (e.g. dropping the private query data); returns the unsubscribe. */
export function onSignOut(listener: SignOutListener): () => void {
  signOutListeners.add(listener);
  return () => signOutListeners.delete(listener);
}

/**
 * Signs out: clears the cookies and the state and lets listeners drop private data; the session
 * service tells the server to end the session and clear its refresh cookie. A 401 anywhere ends
 * here (part 2 §7).
 */
export function signOut(): void {
  endSession(true);
}

/** Ends the session on this device only: the server, or another tab, already ended it. */
export function dropSession(): void {
  endSession(false);
}

function endSession(revoke: boolean): void {
  const { accessToken } = sessionState;
  // A 401 while signed out (a wrong password at login) has nothing to clear.
  const hadSession = Boolean(accessToken) || isSignedIn();
  clearCookies();
  Object.assign(sessionState, { accessToken: undefined, username: undefined, userId: undefined, accessExpiresAt: undefined, restoring: false });
  if (hadSession) for (const listener of signOutListeners) listener({ accessToken, revoke });
}

import { proxy, subscribe } from 'valtio';
import * as z from 'zod/mini';
import type { TokenResponse } from '@/api/auth';
import { AUTH_COOKIE_DAYS, TOKEN_REFRESH_LEAD_MS, TOKEN_REFRESH_MAX_MS } from '@/domain/constants';
import { readCookie, removeCookie, writeCookie } from '@/web/data/cookies';
import { allowsPersonalization, consentState } from '@/web/state/consent';

/**
 * Who is signed in (part 2 §7 "Tokens"; README "Our own identity service"). The refresh token lives in
 * an HttpOnly cookie that only the server sets and this code never sees; the server makes it last 30
 * days when the shopper allows personalization, else the browser session, and so are the two cookies
 * kept here: the account (who is signed in, also offline) and the short-lived access token (sent as
 * Authorization), which lasts no longer than itself. The access token is refreshed 3 minutes before
 * it expires, and at least every 30 minutes.
 */

const ACCESS_COOKIE = 'apotheca_access';
const ACCOUNT_COOKIE = 'apotheca_account';
/**
 * Where sessions from before the HttpOnly cookie kept their refresh token. While it is there, the
 * stored access token is not used (it predates sessions that logout can end): the first refresh
 * sends this cookie, and the server replaces it with the HttpOnly one.
 */
const LEGACY_REFRESH_COOKIE = 'apotheca_refresh';
const REFRESH_LOCK = 'apotheca-token-refresh';

/** A refresh that failed for want of a network is tried again this much later (it does not sign out). */
export const TOKEN_REFRESH_RETRY_MS = 30_000;

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

type StoredSession = Omit<SessionState, 'restoring'>;

function readStoredSession(): StoredSession {
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
function usableAccess(stored: StoredSession, now: number): boolean {
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

function persist(now = Date.now()): void {
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

let refreshTimer: ReturnType<typeof setTimeout> | undefined;
/** When the pending refresh is due (a sleeping tab's timer fires late; waking up checks this). */
let refreshDueAt: number | undefined;

function scheduleRefresh(delay: number): void {
  clearTimeout(refreshTimer);
  refreshDueAt = Date.now() + delay;
  refreshTimer = setTimeout(() => void refreshSession(), delay);
}

function cancelRefresh(): void {
  clearTimeout(refreshTimer);
  refreshTimer = undefined;
  refreshDueAt = undefined;
}

/** Signs in with the answer of login, register-confirm or refresh and schedules the next refresh. */
export function signIn(tokens: TokenResponse, now = Date.now()): void {
  Object.assign(sessionState, {
    accessToken: tokens.access_token,
    username: tokens.username,
    userId: tokens.user_id,
    accessExpiresAt: now + tokens.expires_in * 1000,
    restoring: false,
  } satisfies SessionState);
  persist(now);
  scheduleRefresh(refreshDelayMs(sessionState.accessExpiresAt!, now));
}

const signOutListeners = new Set<() => void>();

/** Runs `listener` on every sign-out (e.g. dropping the private query data); returns the unsubscribe. */
export function onSignOut(listener: () => void): () => void {
  signOutListeners.add(listener);
  return () => signOutListeners.delete(listener);
}

/**
 * Signs out: clears the cookies and the state, tells the server to end the session and clear its
 * refresh cookie (best effort, never awaited) and lets listeners drop private data. A 401 anywhere
 * ends here (part 2 §7).
 */
export function signOut(): void {
  endSession(true);
}

function endSession(revoke: boolean): void {
  const { accessToken } = sessionState;
  // A 401 while signed out (a wrong password at login) has nothing to clear.
  const hadSession = Boolean(accessToken) || isSignedIn();
  cancelRefresh();
  clearCookies();
  Object.assign(sessionState, { accessToken: undefined, username: undefined, userId: undefined, accessExpiresAt: undefined, restoring: false });
  if (revoke && hadSession) {
    // After any refresh in flight, so the cookie it brings back is the one the server clears.
    const logout = () => import('@/web/data/auth-api').then((api) => api.logout(accessToken));
    withRefreshLock(logout).catch(() => undefined);
  }
  if (hadSession) for (const listener of signOutListeners) listener();
}

let refreshInFlight: Promise<void> | undefined;

/** Refreshes the token pair now (one at a time per browser); resolves when it has settled either way. */
export function refreshSession(): Promise<void> {
  refreshInFlight ??= withRefreshLock(runRefresh).finally(() => {
    refreshInFlight = undefined;
  });
  return refreshInFlight;
}

/**
 * The access token to send now: when it has expired (a tab that slept past its refresh) and someone
 * is signed in, refreshes first, so a stale token never earns a 401 that would sign the shopper out.
 */
export async function currentAccessToken(now = Date.now()): Promise<string | undefined> {
  const { accessToken, accessExpiresAt } = sessionState;
  if ((!accessToken || (accessExpiresAt !== undefined && accessExpiresAt <= now)) && isSignedIn()) await refreshSession();
  return sessionState.accessToken;
}

/** Resolves once start-up has restored the session (or given up): what requireLogin waits for. */
export function sessionReady(): Promise<void> {
  return sessionState.restoring ? refreshSession() : Promise.resolve();
}

/**
 * Tabs share the cookies, and a refresh token works once (two refreshes sending the same cookie at
 * once would look like reuse and end the session), so refreshes are serialized across tabs with a
 * Web Lock where the browser has one.
 */
function withRefreshLock<T>(run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(REFRESH_LOCK, run) : run();
}

async function runRefresh(): Promise<void> {
  const stored = readStoredSession();
  // Another tab signed out: follow it (it already ended the session on the server).
  if (stored.username === undefined) {
    if (isSignedIn()) endSession(false);
    return;
  }
  // Another tab refreshed while this one waited: adopt its access token (the browser already holds
  // the refresh cookie that came with it) rather than rotate again.
  if (stored.accessToken !== sessionState.accessToken && usableAccess(stored, Date.now())) {
    Object.assign(sessionState, { ...stored, restoring: false });
    scheduleRefresh(refreshDelayMs(stored.accessExpiresAt!, Date.now()));
    return;
  }
  try {
    const api = await import('@/web/data/auth-api');
    try {
      // The browser sends the HttpOnly refresh cookie; the answer sets the next one.
      signIn(await api.refreshTokens(stored.username));
    } catch (error) {
      if (api.isSessionRejected(error)) endSession(false);
      else retryLater();
    }
  } catch {
    retryLater(); // the code chunk itself did not load: offline
  }
}

function retryLater(): void {
  sessionState.restoring = false;
  scheduleRefresh(TOKEN_REFRESH_RETRY_MS);
}

function refreshIfDue(): void {
  if (isSignedIn() && refreshDueAt !== undefined && Date.now() >= refreshDueAt) void refreshSession();
}

let started = false;

/**
 * Start-up: refreshes first when someone is signed in without a usable access token, otherwise
 * schedules the next refresh; when the personalization consent changes, re-writes the cookies and
 * refreshes at once, so the server re-sets the refresh cookie for 30 days or the session; catches up
 * on a refresh a sleeping tab missed.
 */
export function startSession(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  if (sessionState.restoring) void refreshSession();
  else if (sessionState.accessExpiresAt !== undefined) scheduleRefresh(refreshDelayMs(sessionState.accessExpiresAt, Date.now()));
  let personalization = allowsPersonalization();
  subscribe(consentState, () => {
    if (allowsPersonalization() === personalization) return;
    personalization = allowsPersonalization();
    persist();
    if (isSignedIn()) void refreshSession();
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') refreshIfDue();
  });
  window.addEventListener('online', refreshIfDue);
}

startSession();

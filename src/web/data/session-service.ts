import { subscribe } from 'valtio';
import { allowsPersonalization, consentState } from '@/web/state/consent';
import {
  adoptStoredSession,
  dropSession,
  isSignedIn,
  onSignIn,
  onSignOut,
  persistSession,
  readStoredSession,
  refreshDelayMs,
  sessionState,
  signIn,
  usableAccess,
} from '@/web/state/session';

/**
 * Keeps the session in src/web/state/session.ts alive (part 2 §7 "Tokens"; README "Our own identity
 * service"): refreshes the access token 3 minutes before it expires, and at least every 30 minutes,
 * one tab at a time; follows the personalization consent; tells the server when someone signs out.
 * main.tsx starts it once.
 */

const REFRESH_LOCK = 'apotheca-token-refresh';

/** A refresh that failed for want of a network is tried again this much later (it does not sign out). */
export const TOKEN_REFRESH_RETRY_MS = 30_000;

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
    if (isSignedIn()) dropSession();
    return;
  }
  // Another tab refreshed while this one waited: adopt its access token (the browser already holds
  // the refresh cookie that came with it) rather than rotate again.
  if (stored.accessToken !== sessionState.accessToken && usableAccess(stored, Date.now())) {
    adoptStoredSession(stored);
    scheduleRefresh(refreshDelayMs(stored.accessExpiresAt!, Date.now()));
    return;
  }
  try {
    const api = await import('./auth-api');
    try {
      // The browser sends the HttpOnly refresh cookie; the answer sets the next one.
      signIn(await api.refreshTokens(stored.username));
    } catch (error) {
      if (api.isSessionRejected(error)) dropSession();
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

/** Ends the session on the server too (best effort, never awaited) and clears its refresh cookie. */
function revokeOnServer(accessToken: string | undefined): void {
  // After any refresh in flight, so the cookie it brings back is the one the server clears.
  const logout = () => import('./auth-api').then((api) => api.logout(accessToken));
  withRefreshLock(logout).catch(() => undefined);
}

let stopService: (() => void) | undefined;

/**
 * Start-up: refreshes first when someone is signed in without a usable access token, otherwise
 * schedules the next refresh; schedules again after every sign-in; when the personalization consent
 * changes, re-writes the cookies and refreshes at once, so the server re-sets the refresh cookie for
 * 30 days or the session; catches up on a refresh a sleeping tab missed. Call it after the saved
 * consent is loaded (loading it is no change). Returns the stop (tests start and stop it).
 */
export function startSessionService(): () => void {
  if (stopService) return stopService;
  if (sessionState.restoring) void refreshSession();
  else if (sessionState.accessExpiresAt !== undefined) scheduleRefresh(refreshDelayMs(sessionState.accessExpiresAt, Date.now()));

  const stopSignIn = onSignIn((accessExpiresAt, now) => scheduleRefresh(refreshDelayMs(accessExpiresAt, now)));
  const stopSignOut = onSignOut(({ accessToken, revoke }) => {
    cancelRefresh();
    if (revoke) revokeOnServer(accessToken);
  });
  let personalization = allowsPersonalization();
  const stopConsent = subscribe(consentState, () => {
    if (allowsPersonalization() === personalization) return;
    personalization = allowsPersonalization();
    persistSession();
    if (isSignedIn()) void refreshSession();
  });
  const onVisible = () => {
    if (document.visibilityState === 'visible') refreshIfDue();
  };
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('online', refreshIfDue);

  stopService = () => {
    stopSignIn();
    stopSignOut();
    stopConsent();
    document.removeEventListener('visibilitychange', onVisible);
    window.removeEventListener('online', refreshIfDue);
    cancelRefresh();
    stopService = undefined;
  };
  return stopService;
}

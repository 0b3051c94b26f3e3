import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { AUTH_ERROR_CODES, AUTH_MESSAGES, REFRESH_COOKIE } from '@/api/auth';
import { API_HEADERS } from '@/api/common';
import { AUTH_COOKIE_DAYS } from '@/domain/constants';
import { isHttpsRequest } from './client-address';
import type { AppEnv } from './context';
import { ApiProblem } from './errors';

/**
 * The refresh token's cookie (README "Our own identity service"): only the server writes it, no script
 * reads it, and the browser sends it only to /api/auth on same-site requests.
 */

/**
 * Where a session from before this cookie kept its refresh token: a cookie the app's script wrote at
 * path /. Read once at that session's next refresh, which replaces it; after 30 days none are left
 * and this can go.
 */
const LEGACY_COOKIE = { name: 'apotheca_refresh', path: '/' } as const;

function cookieOptions(c: Context<AppEnv>) {
  return { path: REFRESH_COOKIE.path, httpOnly: true, secure: isHttpsRequest(c), sameSite: 'Strict' } as const;
}

/** Sets the refresh cookie: 30 days when the client asks to be remembered (part 2 §7 "Tokens"), else for the browser session. */
export function setRefreshCookie(c: Context<AppEnv>, refreshToken: string, remember: boolean | undefined): void {
  setCookie(c, REFRESH_COOKIE.name, refreshToken, { ...cookieOptions(c), ...(remember ? { maxAge: AUTH_COOKIE_DAYS * 86_400 } : {}) });
  if (getCookie(c, LEGACY_COOKIE.name) !== undefined) deleteCookie(c, LEGACY_COOKIE.name, { path: LEGACY_COOKIE.path });
}

export function clearRefreshCookie(c: Context<AppEnv>): void {
  deleteCookie(c, REFRESH_COOKIE.name, cookieOptions(c));
  if (getCookie(c, LEGACY_COOKIE.name) !== undefined) deleteCookie(c, LEGACY_COOKIE.name, { path: LEGACY_COOKIE.path });
}

export function readRefreshCookie(c: Context<AppEnv>): string | undefined {
  return getCookie(c, REFRESH_COOKIE.name) || getCookie(c, LEGACY_COOKIE.name) || undefined;
}

/**
 * Calls authenticated by the cookie alone (refresh, logout) need the x-api-key header too. The
 * cookie is SameSite=Strict already; a custom header is a second guard, since a page on another
 * site cannot add one without a CORS preflight, which this API never grants.
 */
export const requireApiHeader = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.req.header(API_HEADERS.apiKey)) {
    throw new ApiProblem(403, { error: AUTH_MESSAGES.apiHeaderMissing, code: AUTH_ERROR_CODES.apiHeaderMissing });
  }
  await next();
});

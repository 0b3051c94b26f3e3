import path from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { apiPaths } from '@/api/paths';
import type { Config } from '../config';
import { builtFile } from './built-file';
import { isHttpsRequest } from './client-address';
import { API_CONTENT_SECURITY_POLICY, API_DOCS_PAGE_CONTENT_SECURITY_POLICY, appContentSecurityPolicy } from './content-security-policy';
import type { AppEnv } from './context';

/**
 * Powerful features the app never uses, denied to it and to anything it frames. Left at their
 * defaults: those the About page's embedded players and tours may be granted (fullscreen, autoplay,
 * encrypted media, picture-in-picture, motion sensors, XR). Geolocation is the locator's 'Use my
 * location' (issue 21): allowed to our own pages only, never to a frame of another origin.
 */
export const PERMISSIONS_POLICY = [
  'camera',
  'microphone',
  'payment',
  'usb',
  'serial',
  'hid',
  'midi',
  'display-capture',
  'browsing-topics',
]
  .map((feature) => `${feature}=()`)
  .concat('geolocation=(self)')
  .join(', ');

/** Two years, subdomains included: once a browser has seen the app over HTTPS it never asks over HTTP. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');

/** The API reference page: GET /api/docs answered as HTML (a client asking for JSON gets the API's policy). */
const isApiDocsPage = (pathname: string, contentType: string | null) => pathname === `/api${apiPaths.docs.path}` && Boolean(contentType?.startsWith('text/html'));

function contentSecurityPolicy(pathname: string, contentType: string | null, appPolicy: () => string): string {
  if (isApiDocsPage(pathname, contentType)) return API_DOCS_PAGE_CONTENT_SECURITY_POLICY;
  return isApiPath(pathname) ? API_CONTENT_SECURITY_POLICY : appPolicy();
}

/**
 * Security headers on every answer (README "Content security policy"): the API's say nothing may
 * load or frame them; everything else (the shell, the first-visit page, the service worker, assets)
 * gets the app's policy, whose script hashes come from the built shell and change with each build.
 * Only the built app is served here: `npm run dev` serves pages from Vite, which gets none of it.
 * HSTS only over HTTPS (behind a proxy: TRUST_PROXY and X-Forwarded-Proto), where it means something.
 */
export function securityHeaders(config: Config): MiddlewareHandler<AppEnv> {
  const shell = builtFile(path.join(config.WEB_DIST, 'index.html'));
  let policy = { shellHtml: undefined as string | undefined, value: appContentSecurityPolicy({ shellHtml: undefined, mapStyleUrl: config.MAP_STYLE_URL }) };
  const appPolicy = () => {
    const shellHtml = shell();
    if (shellHtml !== policy.shellHtml) policy = { shellHtml, value: appContentSecurityPolicy({ shellHtml, mapStyleUrl: config.MAP_STYLE_URL }) };
    return policy.value;
  };
  return async (c, next) => {
    await next();
    c.header('Content-Security-Policy', contentSecurityPolicy(c.req.path, c.res.headers.get('Content-Type'), appPolicy));
    c.header('X-Content-Type-Options', 'nosniff');
    // Browsers without frame-ancestors.
    c.header('X-Frame-Options', 'DENY');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('Permissions-Policy', PERMISSIONS_POLICY);
    if (isHttpsRequest(c)) c.header('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  };
}

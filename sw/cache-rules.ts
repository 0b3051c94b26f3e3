/**
 * Which requests the service worker keeps for offline use, as pure predicates (tested beside). Only
 * GETs of our own origin ever match; accounts, sign-in and carts never do: they are personal or
 * change with every action, and a stale copy would mislead.
 */

export interface RequestFacts {
  url: URL;
  method: string;
  /** The service worker's own origin. */
  origin: string;
}

const NEVER_CACHED = ['/api/auth', '/api/users', '/api/carts', '/api/dev'];

/** Navigations the server answers itself, never the app shell: the API, development pages, robots.txt and sitemaps. */
export const SERVER_PAGES = [/^\/api\//, /^\/dev\//, /^\/robots\.txt$/, /^\/sitemap\.xml$/, /^\/sitemaps\//];

function isCacheableGet({ url, method, origin }: RequestFacts): boolean {
  if (method !== 'GET' || url.origin !== origin) return false;
  return !NEVER_CACHED.some((prefix) => url.pathname === prefix || url.pathname.startsWith(`${prefix}/`));
}

/**
 * The offline map's style, state shapes and context layers (GET /api/map/style.json,
 * /api/map/us-states.geojson, and the versioned /api/map/v1/... county lines and cities).
 */
export function isMapData(request: RequestFacts): boolean {
  const path = request.url.pathname;
  return isCacheableGet(request) && (path === '/api/map/style.json' || path === '/api/map/us-states.geojson' || path.startsWith('/api/map/v1/'));
}

/**
 * Store, brand and product art served from public/ (/images/..., /brands/...), and the generated
 * product art (GET /api/p/art/v1/...), whose link names its whole content.
 */
export function isStaticImage(request: RequestFacts): boolean {
  return isCacheableGet(request) && /^\/(images|brands|api\/p\/art)\//.test(request.url.pathname);
}

/**
 * The reads an offline reload needs to know its brand and stores: the startup read (part 1 §7) and
 * the store list and store reads (GET /api/p/stores, /api/p/stores/{id}).
 */
export function isStoreRead(request: RequestFacts): boolean {
  if (!isCacheableGet(request)) return false;
  const path = request.url.pathname;
  return path === '/api/p/ordering_apps/op/store-inventory-breakdown' || path === '/api/p/stores' || path.startsWith('/api/p/stores/');
}

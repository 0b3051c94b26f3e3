/**
 * The app's pages at a single path segment (src/web/routes: a file whose further segments are all
 * optional or an index), other than the content pages of `/$pageSlug`. Any other single segment
 * is the app's not-found screen, so a plain GET of it answers 404 (issue 22). The router matches
 * them whatever the letter case. app-pages.test.ts keeps this list equal to the route files.
 */
export const SINGLE_SEGMENT_APP_PAGES: ReadonlySet<string> = new Set([
  'about',
  'account',
  'admin',
  'careers',
  'cart',
  'contact',
  'delivery',
  'enroll',
  'experience',
  'faq',
  'forgot-password',
  'kiosk',
  'learn',
  'locations',
  'login',
  'news',
  'orders',
  'products',
  'register',
  'rewards',
  'shop',
  'special',
  'specials',
  'support',
  'verify-password-change',
]);

/** A segment that could only be a page address (no dot: not a file of the build). */
export const PAGE_SEGMENT = /^[A-Za-z0-9_-]{1,200}$/;

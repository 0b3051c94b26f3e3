/**
 * Pages that are one person's or one terminal's, never a search result (issue 22): robots.txt
 * disallows them and their HTML answers carry `X-Robots-Tag: noindex`. Everything else in the
 * storefront is public and listed in the sitemaps where it has an address of its own.
 */
export const PRIVATE_PAGE_PREFIXES = [
  '/account',
  '/cart',
  '/orders',
  '/order',
  '/med-card',
  '/rewards',
  '/enroll',
  '/login',
  '/register',
  '/forgot-password',
  '/verify-password-change',
  '/kiosk',
  '/admin',
  '/dev',
] as const;

export function isPrivatePage(pathname: string): boolean {
  return PRIVATE_PAGE_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

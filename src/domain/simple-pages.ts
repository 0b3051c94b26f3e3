/**
 * Simple pages (sign-in and registration flows, kiosk) use the header variant without navigation,
 * hide the banner carousel and footer, and do not show the age gate (part 1 §2).
 */
const SIMPLE_PAGE_PREFIXES = ['/login', '/register', '/forgot-password', '/verify-password-change', '/kiosk'];

export function isSimplePage(pathname: string): boolean {
  return SIMPLE_PAGE_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** The banner carousel is hidden on simple pages and on /locations. */
export function showsBanner(pathname: string): boolean {
  return !isSimplePage(pathname) && pathname !== '/locations';
}

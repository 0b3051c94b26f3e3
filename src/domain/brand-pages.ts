import { showsFaq } from './store-state';

/**
 * Pages that exist only for the main brand (part 1 §2 route table: /delivery, /learn and
 * /learn/{id}, and /about, /faq, /reviews, /rewards, /careers, /tour, /askusanything, /bhm,
 * /wayto420, /help/what-to-expect "Main brand only; redirected away otherwise"). /news is not in the
 * list: both brands have it.
 */
export const MAIN_BRAND_ONLY_PATHS = [
  '/about',
  '/faq',
  '/reviews',
  '/rewards',
  '/careers',
  '/tour',
  '/askusanything',
  '/bhm',
  '/wayto420',
  '/help/what-to-expect',
  '/delivery',
  '/learn',
] as const;

/** Where the other brand lands when it opens a main-brand-only page. */
export const BRAND_PAGE_REDIRECT = '/';

/** "/Learn/" -> "/learn": trailing slashes and letter case do not make another page. */
function normalisePath(pathname: string): string {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

/** True for a main-brand-only page or any page below one (/learn/{id}). */
export function isMainBrandOnlyPath(pathname: string): boolean {
  const path = normalisePath(pathname);
  return MAIN_BRAND_ONLY_PATHS.some((page) => path === page || path.startsWith(`${page}/`));
}

export type BrandPageOutcome = { kind: 'show' } | { kind: 'redirect'; to: string } | { kind: 'not-found' };

/**
 * What a brand page answers: the other brand is redirected home from main-brand-only pages; /faq
 * shows the not-found page when the store state is OH (part 1 §2 "FAQ page ... shows the 404 page for
 * state OH", §9). Everything else shows. Learn stays reachable in OH and PA: only its nav link hides.
 */
export function brandPageOutcome(pathname: string, ctx: { isMainBrand: boolean; state?: string | null }): BrandPageOutcome {
  if (!ctx.isMainBrand && isMainBrandOnlyPath(pathname)) return { kind: 'redirect', to: BRAND_PAGE_REDIRECT };
  if (normalisePath(pathname) === '/faq' && !showsFaq({ state: ctx.state })) return { kind: 'not-found' };
  return { kind: 'show' };
}

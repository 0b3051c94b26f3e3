import { describe, expect, it } from 'vitest';
import { BRAND_PAGE_REDIRECT, brandPageOutcome, isMainBrandOnlyPath, MAIN_BRAND_ONLY_PATHS } from './brand-pages';

describe('main-brand-only pages (part 1 §2 route table)', () => {
  it('lists /about, /faq, /reviews, /rewards, /careers, /tour, /askusanything, /bhm, /wayto420, /help/what-to-expect, /delivery and /learn', () => {
    for (const path of ['/about', '/faq', '/reviews', '/rewards', '/careers', '/tour', '/askusanything', '/bhm', '/wayto420', '/help/what-to-expect', '/delivery', '/learn']) {
      expect(isMainBrandOnlyPath(path), path).toBe(true);
    }
    expect(MAIN_BRAND_ONLY_PATHS).toHaveLength(12);
  });

  it('covers the pages below one (/learn/{id}) and ignores trailing slashes and case', () => {
    expect(isMainBrandOnlyPath('/learn/what-is-a-terpene')).toBe(true);
    expect(isMainBrandOnlyPath('/About/')).toBe(true);
    expect(isMainBrandOnlyPath('/help/what-to-expect/')).toBe(true);
  });

  it('keeps /news, legal pages, content pages and look-alike paths for both brands', () => {
    for (const path of ['/', '/news', '/news/new-store-opening', '/terms-of-service', '/hipaa', '/page/deals-ma-medical', '/learning', '/about-us', '/help']) {
      expect(isMainBrandOnlyPath(path), path).toBe(false);
    }
  });
});

describe('brandPageOutcome', () => {
  const main = { isMainBrand: true, state: 'NY' };
  const second = { isMainBrand: false, state: 'MA' };

  it('redirects the other brand home from main-brand-only pages ("redirected away otherwise")', () => {
    expect(BRAND_PAGE_REDIRECT).toBe('/');
    expect(brandPageOutcome('/about', second)).toEqual({ kind: 'redirect', to: '/' });
    expect(brandPageOutcome('/learn/some-article', second)).toEqual({ kind: 'redirect', to: '/' });
    expect(brandPageOutcome('/news', second)).toEqual({ kind: 'show' });
    expect(brandPageOutcome('/about', main)).toEqual({ kind: 'show' });
  });

  it('shows the not-found page for /faq when the store state is OH (part 1 §2, §9), and only there', () => {
    expect(brandPageOutcome('/faq', { isMainBrand: true, state: 'OH' })).toEqual({ kind: 'not-found' });
    expect(brandPageOutcome('/faq/', { isMainBrand: true, state: 'OH' })).toEqual({ kind: 'not-found' });
    expect(brandPageOutcome('/faq', main)).toEqual({ kind: 'show' });
    expect(brandPageOutcome('/faq', { isMainBrand: true, state: null })).toEqual({ kind: 'show' });
    expect(brandPageOutcome('/about', { isMainBrand: true, state: 'OH' })).toEqual({ kind: 'show' });
  });

  it('keeps Learn reachable in OH and PA for the main brand (only its nav link hides)', () => {
    expect(brandPageOutcome('/learn', { isMainBrand: true, state: 'OH' })).toEqual({ kind: 'show' });
    expect(brandPageOutcome('/learn/x', { isMainBrand: true, state: 'PA' })).toEqual({ kind: 'show' });
  });
});

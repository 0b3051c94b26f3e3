import { describe, expect, it } from 'vitest';
import { resolveCategorySlug, shopRedirectHref, storeCategories } from './catalog-navigation';

const store = {
  store_slug: 'albany-ny',
  state: 'NY',
  inventory_breakdown: {
    categories: [
      { category: 'edibles' as const, count: 12 },
      { category: 'vapes' as const, count: 0 },
      { category: 'prerolls' as const, count: 3 },
    ],
    tags: [],
  },
};

describe('shop redirects (part 1 §2)', () => {
  it('lists the store categories in menu order, skipping empty ones', () => {
    expect(storeCategories(store)).toEqual(['edibles', 'prerolls']);
  });

  it('goes to the first category, as ingestibles for NY medical', () => {
    expect(shopRedirectHref(store, 'recreational', {}, '')).toBe('/products/edibles');
    expect(shopRedirectHref(store, 'medical', {}, '')).toBe('/products/ingestibles');
  });

  it('goes home when the store has no categories', () => {
    expect(shopRedirectHref({ ...store, inventory_breakdown: { categories: [] } }, 'recreational', {}, '')).toBe('/');
    expect(shopRedirectHref(null, 'recreational', {}, '')).toBe('/');
  });

  it('sends onspecial to the store page keeping the query', () => {
    expect(shopRedirectHref(store, 'recreational', { onspecial: true }, '?onspecial=true&x=1')).toBe('/store/albany-ny?onspecial=true&x=1');
  });

  it('swaps edibles and ingestibles by state and usage', () => {
    expect(resolveCategorySlug('edibles', 'PA', 'medical')).toEqual({ kind: 'redirect', slug: 'ingestibles' });
    expect(resolveCategorySlug('ingestibles', 'PA', 'medical')).toEqual({ kind: 'ok', category: 'edibles' });
    expect(resolveCategorySlug('ingestibles', 'IL', 'medical')).toEqual({ kind: 'redirect', slug: 'edibles' });
    expect(resolveCategorySlug('edibles', 'NY', 'recreational')).toEqual({ kind: 'ok', category: 'edibles' });
    expect(resolveCategorySlug('gummies', 'NY', 'medical')).toEqual({ kind: 'unknown' });
  });
});

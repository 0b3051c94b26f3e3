import { describe, expect, it } from 'vitest';
import { resolveStoreSlug, storeNotFoundMessage, storePagePath } from './store-slugs';

describe('part 1 §2 /store/{store_slug}', () => {
  it('redirects the legacy slugs to the current ones', () => {
    expect(resolveStoreSlug('lakeview-il')).toEqual({ kind: 'redirect', slug: 'chicago-lakeview-il' });
    expect(resolveStoreSlug('bardonia-ny')).toEqual({ kind: 'redirect', slug: 'hudson-valley-ny' });
    expect(resolveStoreSlug('new-hartford-ny')).toEqual({ kind: 'redirect', slug: 'mohawk-valley-ny' });
    expect(resolveStoreSlug('Lakeview-IL')).toEqual({ kind: 'redirect', slug: 'chicago-lakeview-il' });
  });

  it('sends /store/choose to the locator', () => {
    expect(resolveStoreSlug('choose')).toEqual({ kind: 'locator', path: '/locations' });
  });

  it('shows any other slug as a store page (unknown ones say so)', () => {
    expect(resolveStoreSlug('chicago-lakeview-il')).toEqual({ kind: 'store', slug: 'chicago-lakeview-il' });
    expect(resolveStoreSlug('nope')).toEqual({ kind: 'store', slug: 'nope' });
    expect(storeNotFoundMessage('nope')).toBe('Store with slug "nope" not found');
    expect(storePagePath('a b')).toBe('/store/a%20b');
  });
});

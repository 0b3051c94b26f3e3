import { describe, expect, it } from 'vitest';
import { humanize, matchPattern, pageMetaTable, resolvePageMeta } from './page-meta';

const main = { name: 'Apotheca', isMainBrand: true };
const second = { name: 'Harbor & Finch', isMainBrand: false };

describe('page titles and descriptions per path (part 1 §2 Footer)', () => {
  it('titles the home page and pages for each brand', () => {
    expect(resolvePageMeta('/', main).title).toBe('Apotheca | Cannabis Dispensary Ordering');
    expect(resolvePageMeta('/', second).title).toBe('Harbor & Finch | Massachusetts Cannabis Dispensary');
    expect(resolvePageMeta('/locations', main)).toEqual({
      title: 'Find a Dispensary | Apotheca',
      description: expect.stringContaining('Find your nearest Apotheca dispensary'),
    });
    expect(resolvePageMeta('/locations', second).description).toContain('Massachusetts');
    expect(resolvePageMeta('/privacy-policy', second).title).toBe('Privacy Policy | Harbor & Finch');
  });

  it('fills path parameters, humanised', () => {
    expect(resolvePageMeta('/products/oral_solutions', main).title).toBe('Shop Oral Solutions | Apotheca');
    expect(resolvePageMeta('/collection/best-for-beginners', main).title).toBe('Best For Beginners | Apotheca');
    expect(resolvePageMeta('/products/flower', main).description).toContain('Browse Flower on the live menu at Apotheca');
  });

  it('matches optional and trailing parts', () => {
    expect(resolvePageMeta('/experience', main).title).toBe('Shop by Experience | Apotheca');
    expect(resolvePageMeta('/experience/beginner', main).title).toBe('Shop by Experience | Apotheca');
    expect(resolvePageMeta('/page/deals-il/12/med', main).title).toBe('Information | Apotheca');
    expect(resolvePageMeta('/menu/chicago-lakeview-il/special/bogo', main).title).toBe('Shop | Apotheca');
    expect(resolvePageMeta('/learn/', main).title).toBe('Learn | Apotheca');
  });

  it('falls back to the home entry for unknown paths', () => {
    expect(resolvePageMeta('/no-such-page', main)).toEqual(resolvePageMeta('/', main));
    expect(resolvePageMeta('/products/flower/extra', main)).toEqual(resolvePageMeta('/', main));
  });

  it("gives the other brand's missing main-brand pages the home entry", () => {
    for (const path of ['/learn', '/learn/terpenes-101', '/about', '/faq', '/delivery', '/rewards']) {
      expect(resolvePageMeta(path, second)).toEqual(resolvePageMeta('/', second));
      expect(resolvePageMeta(path, main)).not.toEqual(resolvePageMeta('/', main));
    }
  });

  it('has one entry per pattern and a home entry first in both tables', () => {
    for (const isMain of [true, false]) {
      const patterns = pageMetaTable(isMain).map((entry) => entry.pattern);
      expect(new Set(patterns).size).toBe(patterns.length);
      expect(patterns[0]).toBe('/');
    }
  });
});

describe('path patterns', () => {
  it('captures named segments and rejects other shapes', () => {
    expect(matchPattern('/learn/{id}', '/learn/what-is-thc')).toEqual({ id: 'what-is-thc' });
    expect(matchPattern('/learn/{id}', '/learn')).toBeUndefined();
    expect(matchPattern('/learn', '/learning')).toBeUndefined();
    expect(matchPattern('/special/{slug?}', '/special')).toEqual({});
    expect(matchPattern('/store/{slug}', '/store/caf%C3%A9')).toEqual({ slug: 'café' });
  });

  it('humanises slugs', () => {
    expect(humanize('420-collection')).toBe('420 Collection');
    expect(humanize('staff_picks')).toBe('Staff Picks');
  });
});

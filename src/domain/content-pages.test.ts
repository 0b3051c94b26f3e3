import { describe, expect, it } from 'vitest';
import {
  FLORIDA_TRANSITION_PAGE,
  legacyPageRedirect,
  mismatchMessage,
  OTHER_ARTICLES_SHOWN,
  otherArticles,
  pageAudience,
  pageMismatch,
  parsePageParams,
  RELATED_NEWS_MAX,
  relatedArticles,
  STACKING_IMAGES_GAP_DEFAULT,
  visibleTags,
} from './content-pages';
import { isTopLevelPage, TOP_LEVEL_PAGE_ALIASES } from './top-level-pages';

describe('/page/{id}/{storeID?}/{usageType?} params (part 1 §2)', () => {
  it('accepts medical, recreational, rec and med, normalised to the usage type', () => {
    expect(parsePageParams({ id: 'deals-ny', usageType: 'medical' })?.usageType).toBe('medical');
    expect(parsePageParams({ id: 'deals-ny', usageType: 'med' })?.usageType).toBe('medical');
    expect(parsePageParams({ id: 'deals-ny', usageType: 'recreational' })?.usageType).toBe('recreational');
    expect(parsePageParams({ id: 'deals-ny', usageType: 'rec' })?.usageType).toBe('recreational');
    expect(parsePageParams({ id: 'deals-ny', usageType: 'REC' })?.usageType).toBe('recreational');
  });

  it('takes a numeric store id and leaves absent params undefined', () => {
    expect(parsePageParams({ id: 'deals-ny', storeId: '12', usageType: 'med' })).toEqual({ id: 'deals-ny', storeId: 12, usageType: 'medical' });
    expect(parsePageParams({ id: 'deals-ny' })).toEqual({ id: 'deals-ny', storeId: undefined, usageType: undefined });
  });

  it('refuses other usage types and store ids that are not positive whole numbers', () => {
    expect(parsePageParams({ id: 'deals-ny', usageType: 'adult-use' })).toBeUndefined();
    expect(parsePageParams({ id: 'deals-ny', storeId: 'abc' })).toBeUndefined();
    expect(parsePageParams({ id: 'deals-ny', storeId: '1.5' })).toBeUndefined();
    expect(parsePageParams({ id: 'deals-ny', storeId: '0' })).toBeUndefined();
    expect(parsePageParams({ id: 'deals-ny', storeId: '99999999999' })).toBeUndefined();
    expect(parsePageParams({ id: '  ' })).toBeUndefined();
  });
});

describe('old page redirects (part 1 §2 "old /page/{city}-fl and transition pages")', () => {
  it('sends the old Florida city pages and transition pages to the one transition page', () => {
    for (const id of ['tampa-fl', 'orlando-fl', 'miami-fl', 'jacksonville-fl', 'transition', 'fl-transition', 'Tampa-FL']) {
      expect(legacyPageRedirect(id), id).toBe(FLORIDA_TRANSITION_PAGE);
    }
  });

  it('leaves current pages alone, the transition page included (no loop)', () => {
    expect(legacyPageRedirect('deals-fl')).toBeUndefined();
    expect(legacyPageRedirect('delivery-info-fl')).toBeUndefined();
    expect(legacyPageRedirect(FLORIDA_TRANSITION_PAGE)).toBeUndefined();
  });
});

describe('store and usage mismatch banner (part 1 §2, §8 "mismatch prompts carry a change-store link")', () => {
  const page = { store_id: 3, usage_type: 'medical' as const };

  it("lets the link's store and usage type win over the document's", () => {
    expect(pageAudience({ storeId: 7, usageType: 'recreational' }, page)).toEqual({ storeId: 7, usageType: 'recreational' });
    expect(pageAudience({ storeId: undefined, usageType: undefined }, page)).toEqual({ storeId: 3, usageType: 'medical' });
  });

  it('warns when the store or the usage type differs, and says which', () => {
    const audience = { storeId: 3, usageType: 'medical' as const };
    expect(pageMismatch(audience, { storeId: 3, usageType: 'medical' })).toBeUndefined();
    expect(pageMismatch(audience, { storeId: 4, usageType: 'medical' })).toEqual({ store: true, usage: false });
    expect(pageMismatch(audience, { storeId: 3, usageType: 'recreational' })).toEqual({ store: false, usage: true });
    expect(pageMismatch(audience, { storeId: undefined, usageType: 'medical' })).toEqual({ store: true, usage: false });
  });

  it('never warns about what a page does not name', () => {
    expect(pageMismatch({ storeId: null, usageType: null }, { storeId: 9, usageType: 'recreational' })).toBeUndefined();
    expect(pageMismatch({ storeId: null, usageType: 'medical' }, { storeId: 9, usageType: 'recreational' })).toEqual({ store: false, usage: true });
  });

  it('names the page audience and what the shopper is shopping, in the shopper-facing usage labels', () => {
    const shopper = { shopperStoreName: 'Mohawk Valley', shopperUsage: 'recreational' as const };
    expect(mismatchMessage({ page: { storeId: 3, usageType: 'medical' }, pageStoreName: 'Hudson Valley', ...shopper })).toBe(
      "This page is for Hudson Valley (Medical). You're shopping Adult Use at Mohawk Valley.",
    );
    expect(mismatchMessage({ page: { storeId: null, usageType: 'medical' }, pageStoreName: undefined, ...shopper })).toBe(
      "This page is for Medical shoppers. You're shopping Adult Use at Mohawk Valley.",
    );
    expect(mismatchMessage({ page: { storeId: 99, usageType: null }, pageStoreName: undefined, ...shopper })).toBe(
      "This page is for another store. You're shopping Adult Use at Mohawk Valley.",
    );
    expect(mismatchMessage({ page: { storeId: 3, usageType: null }, pageStoreName: 'Hudson Valley', shopperStoreName: undefined, shopperUsage: 'medical' })).toBe(
      "This page is for Hudson Valley. You haven't chosen a store yet.",
    );
  });
});

describe('articles (part 1 §2 Learn and News, §3 "tags with master hidden")', () => {
  const article = (uid: string, published_on: string, tags: string[] = []) => ({ uid, published_on, tags });
  const articles = [
    article('a', '2025-01-01T00:00:00Z', ['master', 'wellness']),
    article('b', '2025-03-01T00:00:00Z', ['stores']),
    article('c', '2025-02-01T00:00:00Z', ['wellness', 'master']),
    article('d', '2025-04-01T00:00:00Z', ['community']),
    article('e', '2024-12-01T00:00:00Z', ['wellness']),
    article('f', '2024-11-01T00:00:00Z', ['wellness']),
    article('g', '2024-10-01T00:00:00Z', ['wellness']),
  ];

  it("hides the 'master' tag and repeats", () => {
    expect(visibleTags(['master', 'Wellness', 'Wellness', 'MASTER', ''])).toEqual(['Wellness']);
  });

  it("'View Other Articles' shows the 3 newest others", () => {
    expect(OTHER_ARTICLES_SHOWN).toBe(3);
    expect(otherArticles(articles, 'd').map((a) => a.uid)).toEqual(['b', 'c', 'a']);
    expect(otherArticles(articles, 'zzz').map((a) => a.uid)).toEqual(['d', 'b', 'c']);
  });

  it("'You May Also Like' shares a visible tag, newest first, never itself, at most 3", () => {
    expect(RELATED_NEWS_MAX).toBe(3);
    expect(relatedArticles(articles, articles[0]!).map((a) => a.uid)).toEqual(['c', 'e', 'f']);
    expect(relatedArticles(articles, articles[1]!)).toEqual([]);
    // 'master' alone relates nothing: it is bookkeeping, not a topic.
    expect(relatedArticles(articles, article('x', '2025-01-01T00:00:00Z', ['master']))).toEqual([]);
  });

  it('stacks images 10 px apart by default (part 1 §9)', () => {
    expect(STACKING_IMAGES_GAP_DEFAULT).toBe(10);
  });
});

describe('top-level content pages (part 1 §2 legal pages and brand pages)', () => {
  it('knows the legal pages, the brand pages and the guide; nothing else', () => {
    for (const slug of ['terms-of-service', 'privacy-policy', 'hipaa', 'text-message-policy', 'reviews', 'wayto420', 'guide']) {
      expect(isTopLevelPage(slug), slug).toBe(true);
    }
    for (const slug of ['hippa', 'nope', 'products', '']) expect(isTopLevelPage(slug), slug).toBe(false);
    expect(TOP_LEVEL_PAGE_ALIASES.hippa).toBe('hipaa');
  });
});

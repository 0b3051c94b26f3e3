import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_WORDS } from './search';
import { allowsTypos, mayHaveTypos, searchTerms, singular } from './search-terms';

describe('search terms: the words of a search and the spellings each may match (issue 23)', () => {
  it('keeps the word as typed first, lowercase, after the part 1 §5 clean-up', () => {
    expect(searchTerms('"Blue \\Dream"')).toEqual([['blue'], ['dream']]);
    expect(searchTerms('   ')).toEqual([]);
    expect(searchTerms(undefined)).toEqual([]);
  });

  it('maps shopper spellings of cannabis words to the catalog’s', () => {
    expect(searchTerms('gummys')).toEqual([['gummys', 'gummy', 'gummies']]);
    expect(searchTerms('prerol')[0]).toEqual(['prerol', 'pre-roll', 'preroll']);
    expect(searchTerms('Prerolls')[0]).toContain('pre-roll');
    expect(searchTerms('joints')[0]).toContain('pre-roll');
    expect(searchTerms('dreem')[0]).toContain('dream');
    expect(searchTerms('carts')[0]).toEqual(['carts', 'cart', 'cartridge']);
    expect(searchTerms('indika')[0]).toContain('indica');
    expect(searchTerms('dabs')[0]).toContain('concentrate');
  });

  it("joins 'pre roll' into one word, as the catalog writes it", () => {
    expect(searchTerms('hybrid pre roll')).toEqual([['hybrid'], ['pre-roll', 'preroll']]);
    expect(searchTerms('pre rolls')).toEqual([['pre-roll', 'preroll']]);
    expect(searchTerms('pre')).toEqual([['pre']]);
  });

  it('adds the singular of a plural', () => {
    expect(singular('cartridges')).toBe('cartridge');
    expect(singular('batteries')).toBe('battery');
    expect(singular('vapes')).toBe('vape');
    expect(singular('grass')).toBe('grass');
    expect(singular('og')).toBe('og');
    expect(searchTerms('tinctures')).toEqual([['tinctures', 'tincture']]);
  });

  it(`reads at most ${MAX_SEARCH_WORDS} words`, () => {
    expect(searchTerms('a b c d e f g h i j')).toHaveLength(MAX_SEARCH_WORDS);
  });

  it('lets only single words of four letters or more match with a typo', () => {
    expect(allowsTypos('pinapple')).toBe(true);
    expect(allowsTypos('kush')).toBe(true);
    expect(allowsTypos('og')).toBe(false);
    expect(allowsTypos('cbd')).toBe(false);
    expect(allowsTypos('3.5g')).toBe(false);
    expect(allowsTypos('pre-roll')).toBe(false);
  });

  it('a search may have typos only when some word is long enough to tell one', () => {
    expect(mayHaveTypos('clemintine drift')).toBe(true);
    expect(mayHaveTypos('og 1g')).toBe(false);
    expect(mayHaveTypos('')).toBe(false);
  });
});

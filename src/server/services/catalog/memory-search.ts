import type { StoreColumns } from './store-columns';

/** The catalog's search words matched over a store's columns kept in memory (memory-catalog.ts). */

/** Every row's search text in one string, NUL between rows (text never holds one), and where each starts. */
interface SearchText {
  text: string;
  starts: Int32Array;
}

function searchTextOf(store: StoreColumns): SearchText {
  const kept = store.derived.get('search') as SearchText | undefined;
  if (kept) return kept;
  const { search, length } = store.columns;
  const starts = new Int32Array(length + 1);
  for (let n = 0, at = 0; n <= length; n++) {
    starts[n] = at;
    at += (search[n]?.length ?? 0) + 1;
  }
  const text = { text: search.slice(0, length).join('\u0000'), starts };
  store.derived.set('search', text);
  return text;
}

/**
 * Per row, how many words of the search it matches (wordMatches without look-alikes: a spelling
 * inside the row's search text, as LIKE '%spelling%'). One indexOf over the store's joined text per
 * spelling finds its rows, instead of a test per row.
 */
export function searchMatches(store: StoreColumns, words: string[][]): Uint8Array {
  const { text, starts } = searchTextOf(store);
  const length = store.columns.length;
  const matched = new Uint8Array(length);
  const word = new Uint8Array(length);
  for (const spellings of words) {
    word.fill(0);
    for (const spelling of spellings) {
      if (!spelling || spelling.includes('\u0000')) {
        // Never so (searchTerms drops empty words; text holds no NUL): compared row by row all the same.
        store.columns.search.forEach((value, n) => {
          if (n < length && value.includes(spelling)) word[n] = 1;
        });
        continue;
      }
      let from = 0;
      for (;;) {
        const at = text.indexOf(spelling, from);
        if (at < 0) break;
        // The row holding position `at`: the last start at or before it.
        let [lo, hi] = [0, length - 1];
        while (lo < hi) {
          const mid = (lo + hi + 1) >> 1;
          if (starts[mid]! <= at) lo = mid;
          else hi = mid - 1;
        }
        word[lo] = 1;
        from = starts[lo + 1]!;
      }
    }
    for (let n = 0; n < length; n++) matched[n]! += word[n]!;
  }
  return matched;
}

import type { SortOption } from '@/domain/sort';
import type { Prices } from './memory-prices';
import type { Columns } from './store-columns';

/** The catalog's sort orders over a store's columns kept in memory (memory-catalog.ts). */

/** Text keys ordered as `lower(x) COLLATE "C"`: by code point, as UTF-8 bytes compare. */
export function compareCodePoints(a: string, b: string): number {
  if (a === b) return 0;
  const length = Math.min(a.length, b.length);
  for (let n = 0; n < length; n++) {
    const x = a.charCodeAt(n);
    const y = b.charCodeAt(n);
    if (x === y) continue;
    // UTF-16 puts surrogates (code points above U+FFFF) below U+E000..U+FFFF; code points do not.
    const surrogate = (c: number) => c >= 0xd800 && c <= 0xdfff;
    if (surrogate(x) !== surrogate(y)) return surrogate(x) ? 1 : -1;
    return x - y;
  }
  return a.length - b.length;
}

export type Compare = (a: number, b: number) => number;

/** sortKeys of inventory-sort.ts over row numbers: the same keys in the same directions, ending in the id. */
export function comparator(columns: Columns, prices: Prices, order: SortOption, fifo: boolean): Compare {
  const { nameKey, brandKey, featured, created, received, id } = columns;
  const price = prices.effective;
  const name: Compare = (a, b) => compareCodePoints(nameKey[a]!, nameKey[b]!);
  const keys: Compare[] = (() => {
    switch (order) {
      case 'featured':
        return [(a, b) => nanLast(featured[a]!, featured[b]!), name];
      case 'newest':
        return [(a, b) => created[b]! - created[a]!];
      case 'name':
        return [name];
      case 'name_desc':
        return [(a, b) => name(b, a)];
      case 'brand':
        return [(a, b) => compareCodePoints(brandKey[a]!, brandKey[b]!), name];
      case 'brand_desc':
        return [(a, b) => compareCodePoints(brandKey[b]!, brandKey[a]!), name];
      case 'price':
        return [(a, b) => price[a]! - price[b]!, name];
      case 'price_desc':
        return [(a, b) => price[b]! - price[a]!, name];
    }
  })();
  if (fifo) keys.push((a, b) => received[a]! - received[b]!);
  keys.push(order === 'newest' ? (a, b) => id[b]! - id[a]! : (a, b) => id[a]! - id[b]!);
  return (a, b) => {
    for (const key of keys) {
      const result = key(a, b);
      if (result !== 0) return result;
    }
    return 0;
  };
}

/** ASC NULLS LAST, NULL being NaN. */
function nanLast(a: number, b: number): number {
  const [x, y] = [Number.isNaN(a), Number.isNaN(b)];
  if (x || y) return x === y ? 0 : x ? 1 : -1;
  return a - b;
}

/** The first `count` rows in order: a bounded insertion sort for a first page, a full sort past that. */
export function firstInOrder(rows: number[], count: number, compare: Compare): number[] {
  if (count <= 0) return [];
  if (count > 500 || count >= rows.length / 4) return rows.sort(compare).slice(0, count);
  const top: number[] = [];
  for (const row of rows) {
    if (top.length === count && compare(row, top[count - 1]!) >= 0) continue;
    let lo = 0;
    let hi = top.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (compare(top[mid]!, row) <= 0) lo = mid + 1;
      else hi = mid;
    }
    top.splice(lo, 0, row);
    if (top.length > count) top.pop();
  }
  return top;
}

import { describe, expect, it } from 'vitest';
import { nextInventoryOffset } from '@/web/shared/catalog/get-inventory';
import { parseProductId } from './api/get-product';

describe('ids and paging', () => {
  it('accepts only non-zero whole numbers as product ids', () => {
    expect(parseProductId('42')).toBe(42);
    expect(parseProductId('0')).toBeUndefined();
    expect(parseProductId('-3')).toBeUndefined();
    expect(parseProductId('4.2')).toBeUndefined();
    expect(parseProductId('abc')).toBeUndefined();
  });

  it('pages by offset until every row is loaded', () => {
    const page = (count: number, total: number) => ({ data: Array.from({ length: count }) as never[], rows: count, total_rows: total });
    const first = page(50, 120);
    expect(nextInventoryOffset(first, [first])).toBe(50);
    const third = page(20, 120);
    expect(nextInventoryOffset(third, [first, page(50, 120), third])).toBeUndefined();
    const empty = page(0, 120);
    expect(nextInventoryOffset(empty, [first, empty])).toBeUndefined();
  });
});

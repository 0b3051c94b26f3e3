import { describe, expect, it } from 'vitest';
import { formatCents } from '@/web/ui/format';
import { displayPrice, potencyLines } from './pricing';
import { maxLineQuantity, parseQuantity } from './quantity';

const prices = { price_cents: 4500, discounted_price_cents: 3600, post_tax_price_cents: 5040, discounted_post_tax_price_cents: 4032 };

describe('prices', () => {
  it('shows the discounted price with the original, post-tax when the store says so', () => {
    expect(displayPrice(prices, false)).toEqual({ current: 3600, original: 4500 });
    expect(displayPrice(prices, true)).toEqual({ current: 4032, original: 5040 });
    expect(displayPrice({ ...prices, discounted_price_cents: null }, false)).toEqual({ current: 4500 });
    expect(formatCents(4032)).toBe('$40.32');
  });

  it('formats every stated potency, with per-piece values', () => {
    const potency = { unit: 'mg' as const, thc: 100, thca: null, cbd: 5, cbda: null, cbn: null, cbg: 2, thc_each: 10, cbd_each: null };
    expect(potencyLines(potency).map((line) => `${line.label} ${line.value}`)).toEqual(['THC 100mg', 'CBD 5mg', 'CBG 2mg', 'THC 10mg each']);
  });
});

describe('line quantity', () => {
  it('is bounded by stock and 20', () => {
    expect(maxLineQuantity(3)).toBe(3);
    expect(maxLineQuantity(500)).toBe(20);
    expect(maxLineQuantity(0)).toBe(0);
  });

  it('applies typed values only when numeric, within bounds', () => {
    expect(parseQuantity('7', 2, 20)).toBe(7);
    expect(parseQuantity('abc', 2, 20)).toBe(2);
    expect(parseQuantity('0', 2, 20)).toBe(1);
    expect(parseQuantity('99', 2, 5)).toBe(5);
  });
});

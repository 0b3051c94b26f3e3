import { describe, expect, it } from 'vitest';
import { addTax, centsToDollarsCeil, centsToDollarsFloor, formatCents } from './money';
import { potencyLines, potencySummary } from './potency';
import { displayPrice } from './price-display';
import { maxLineQuantity, parseQuantity } from './line-quantity';

describe('money in integer cents (DECISIONS.md)', () => {
  it('formats cents as dollars', () => {
    expect(formatCents(1250)).toBe('$12.50');
    expect(formatCents(0)).toBe('$0.00');
  });
  it('rounds whole dollars for the price filter', () => {
    expect(centsToDollarsFloor(1299)).toBe(12);
    expect(centsToDollarsCeil(1201)).toBe(13);
  });
  it('adds tax in basis points, half up to the cent', () => {
    expect(addTax(1000, 625)).toBe(1063);
    expect(addTax(1000, 0)).toBe(1000);
    expect(addTax(4000, 1025)).toBe(4410);
    expect(addTax(5000, 1025)).toBe(5513); // 5512.5
    expect(addTax(20, 250)).toBe(21); // 20.5
    expect(addTax(0, 1025)).toBe(0);
  });
});

describe('potency display (part 1 §3)', () => {
  const base = { thc: null, thca: null, cbd: null, cbda: null, cbn: null, cbg: null, thc_each: null, cbd_each: null };
  it('formats every stated potency, then the per-piece values', () => {
    const lines = potencyLines({ ...base, unit: 'mg', thc: 100, cbd: 5, cbg: 2, thc_each: 10 });
    expect(lines.map((line) => `${line.label} ${line.value}`)).toEqual(['THC 100mg', 'CBD 5mg', 'CBG 2mg', 'THC 10mg each']);
  });
  it('summarises THC and CBD for tiles, leaving out zero CBD', () => {
    expect(potencySummary({ ...base, unit: '%', thc: 24.12, cbd: 0.5, cbg: 1 })).toBe('THC 24.1% · CBD 0.5%');
    expect(potencySummary({ ...base, unit: '%', thc: 20, cbd: 0 })).toBe('THC 20%');
  });
});

describe('shown price (part 1 §3 show_post_tax_pricing)', () => {
  const prices = { price_cents: 4500, discounted_price_cents: 3600, post_tax_price_cents: 5040, discounted_post_tax_price_cents: 4032 };
  it('shows the discounted price with the original, post-tax when the store says so', () => {
    expect(displayPrice(prices, false)).toEqual({ current: 3600, original: 4500 });
    expect(displayPrice(prices, true)).toEqual({ current: 4032, original: 5040 });
    expect(displayPrice({ ...prices, discounted_price_cents: null }, false)).toEqual({ current: 4500 });
  });
});

describe('line quantity (part 1 §5: 1..min(sellable, 20))', () => {
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


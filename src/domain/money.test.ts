import { describe, expect, it } from 'vitest';
import { addTax, centsToDollarsCeil, centsToDollarsFloor, formatCents } from './money';
import { potencyLines, potencySummary } from './potency';

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
  it('lists set values with their unit and the per-piece variants in mg', () => {
    const lines = potencyLines({ ...base, unit: 'mg', thc: 100, thc_each: 10 });
    expect(lines).toEqual([
      { label: 'THC', value: '100mg' },
      { label: 'THC Each', value: '10mg' },
    ]);
  });
  it('summarises THC and CBD for tiles', () => {
    expect(potencySummary({ ...base, unit: '%', thc: 24.12, cbd: 0.5, cbg: 1 })).toBe('THC 24.1% · CBD 0.5%');
  });
});

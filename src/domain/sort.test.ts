import { describe, expect, it } from 'vitest';
import { compareWeights, weightInGrams } from './sort';

describe('Weight filter order (part 1 §3 filters)', () => {
  it('reads the mass of the units the catalog uses', () => {
    expect(weightInGrams('3.5g')).toBe(3.5);
    expect(weightInGrams('0.5 g')).toBe(0.5);
    expect(weightInGrams('100mg')).toBeCloseTo(0.1);
    expect(weightInGrams('10mg CBD')).toBeCloseTo(0.01);
    expect(weightInGrams('1oz')).toBeCloseTo(28.35, 2);
    expect(weightInGrams('1/8 oz')).toBeCloseTo(3.54, 2);
    expect(weightInGrams('Single')).toBeUndefined();
  });

  it('sorts flower weights by grams, not as text', () => {
    expect(['14g', '1g', '28g', '3.5g', '7g'].sort(compareWeights)).toEqual(['1g', '3.5g', '7g', '14g', '28g']);
  });

  it('puts milligrams, grams and ounces in one order of mass; values with no mass last', () => {
    expect(['2oz', 'Single', '1oz', '28g', '100mg', '0.5g', '10mg CBD', '10mg'].sort(compareWeights)).toEqual([
      '10mg', '10mg CBD', '100mg', '0.5g', '28g', '1oz', '2oz', 'Single',
    ]);
  });
});

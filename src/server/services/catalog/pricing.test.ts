import { expect, test } from 'vitest';
import { addTax } from './pricing';

test('tax in basis points is added and rounded half up to the cent (DECISIONS.md money in cents)', () => {
  expect(addTax(4000, 1025)).toBe(4410);
  expect(addTax(5000, 1025)).toBe(5513); // 5512.5
  expect(addTax(20, 250)).toBe(21); // 20.5
  expect(addTax(1999, 0)).toBe(1999);
  expect(addTax(0, 1025)).toBe(0);
});

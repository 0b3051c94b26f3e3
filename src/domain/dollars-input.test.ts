import { describe, expect, it } from 'vitest';
import { dollarsText, parseDollars } from './dollars-input';

describe('dollars typed in a box, as integer cents (DECISIONS.md)', () => {
  it('reads a typed dollar amount as exact cents (the console\'s price, minimum and fee boxes)', () => {
    expect(parseDollars('12.5')).toBe(1250);
    expect(parseDollars('12.50')).toBe(1250);
    expect(parseDollars(' 40 ')).toBe(4000);
    expect(parseDollars('$0.99')).toBe(99);
    expect(parseDollars('.5')).toBe(50);
    expect(parseDollars('12.')).toBe(1200);
    expect(parseDollars('0.29')).toBe(29); // 0.29 * 100 is 28.999… in floating point
    expect(parseDollars('100000')).toBe(10_000_000);
  });
  it('an empty box is no amount (null); anything but dollars and cents is refused (NaN)', () => {
    expect(parseDollars('')).toBeNull();
    expect(parseDollars('   ')).toBeNull();
    for (const text of ['12.345', '-5', '+5', 'abc', '1,000', '1e3', '.', '$', '12.5.0', '1234567890']) expect(parseDollars(text), text).toBeNaN();
  });
  it('writes cents back as the text of a dollar box', () => {
    expect(dollarsText(1250)).toBe('12.50');
    expect(dollarsText(5)).toBe('0.05');
    expect(dollarsText(null)).toBe('');
    expect(parseDollars(dollarsText(3999))).toBe(3999);
  });
});

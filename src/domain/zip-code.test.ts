import { describe, expect, it } from 'vitest';
import { isFiveDigitZip, sanitizeZipInput, truncateZip } from './zip-code';

describe('zip fields (part 1 §5 "Delivery zip"; part 2 §5)', () => {
  it('keeps digits only, at most 5', () => {
    expect(sanitizeZipInput('33a6-09')).toBe('33609');
    expect(sanitizeZipInput(' 336091234')).toBe('33609');
    expect(sanitizeZipInput('abc')).toBe('');
  });

  it('cuts the zip to 5 characters', () => {
    expect(truncateZip('10954-1234')).toBe('10954');
    expect(truncateZip(' 10954 ')).toBe('10954');
  });

  it('is usable at exactly 5 digits, so a ZIP+4 is truncated first', () => {
    expect(isFiveDigitZip('12207')).toBe(true);
    expect(isFiveDigitZip('12207-1234')).toBe(false);
    expect(isFiveDigitZip(truncateZip('12207-1234'))).toBe(true);
  });
});

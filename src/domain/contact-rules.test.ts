import { describe, expect, it } from 'vitest';
import { formatPhone, isValidEmail, isValidPhone, normalizeEmail, phoneDigits, truncateZip } from './contact-rules';

describe('registration contact fields (part 2 §5 "Registration and password")', () => {
  it('lowercases the email and checks it against a standard pattern', () => {
    expect(normalizeEmail('  Jane.Doe@Example.COM ')).toBe('jane.doe@example.com');
    expect(isValidEmail('jane@example.com')).toBe(true);
    for (const bad of ['jane', 'jane@', '@example.com', 'jane@example', 'ja ne@example.com', 'a@b@c.com']) {
      expect(isValidEmail(bad), bad).toBe(false);
    }
  });

  it('needs exactly 10 digits once punctuation is stripped', () => {
    expect(phoneDigits('(845) 555-0142')).toBe('8455550142');
    expect(isValidPhone('(845) 555-0142')).toBe(true);
    expect(isValidPhone('845.555.0142')).toBe(true);
    expect(isValidPhone('555-0142')).toBe(false);
    expect(isValidPhone('1 (845) 555-0142')).toBe(false);
  });

  it('formats the phone field as (###) ###-#### while typing', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone('84')).toBe('(84');
    expect(formatPhone('84555')).toBe('(845) 55');
    expect(formatPhone('8455550142')).toBe('(845) 555-0142');
    expect(formatPhone('845555014299')).toBe('(845) 555-0142');
  });

  it('cuts the zip to 5 characters', () => {
    expect(truncateZip('10954-1234')).toBe('10954');
    expect(truncateZip(' 10954 ')).toBe('10954');
  });
});

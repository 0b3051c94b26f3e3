import { describe, expect, it } from 'vitest';
import { isValidEmail, normalizeEmail } from './contact-rules';

describe('registration contact fields (part 2 §5 "Registration and password")', () => {
  it('lowercases the email and checks it against a standard pattern', () => {
    expect(normalizeEmail('  Jane.Doe@Example.COM ')).toBe('jane.doe@example.com');
    expect(isValidEmail('jane@example.com')).toBe(true);
    for (const bad of ['jane', 'jane@', '@example.com', 'jane@example', 'ja ne@example.com', 'a@b@c.com']) {
      expect(isValidEmail(bad), bad).toBe(false);
    }
  });
});

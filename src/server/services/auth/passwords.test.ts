import { scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useProductionScryptCost } from '../../../../tests/support/test-scrypt';
import { hashPassword, needsRehash, SCRYPT_COST, verifyPassword } from './passwords';
import { CODE_DIGITS, hashVerificationCode, newVerificationCode, verificationCodeMatches } from './verification-codes';

// The other API tests hash at a test-only cost (tests/support/test-scrypt.ts); this file does the real work.
useProductionScryptCost();

describe('password hashing (README "Our own identity service": scrypt at N=2^17, r=8, p=1; never stored plain)', () => {
  it('verifies the right password only, and the stored form carries the cost but not the password', async () => {
    const stored = await hashPassword('Greenleaf1!');
    expect(stored.startsWith(`scrypt$${SCRYPT_COST.log2N}$${SCRYPT_COST.r}$${SCRYPT_COST.p}$`)).toBe(true);
    expect(stored).not.toContain('Greenleaf1!');
    expect(await verifyPassword('Greenleaf1!', stored)).toBe(true);
    expect(await verifyPassword('Greenleaf1?', stored)).toBe(false);
    expect(needsRehash(stored)).toBe(false);
  });

  it('derives the stored key with scrypt at exactly the cost the hash names', async () => {
    const stored = await hashPassword('Greenleaf1!');
    const [, log2N, r, p, salt, key] = stored.split('$');
    expect([Number(log2N), Number(r), Number(p)]).toEqual([17, 8, 1]);
    const expected = scryptSync('Greenleaf1!', Buffer.from(salt!, 'base64url'), 64, { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 2 ** 17 * 8 });
    expect(key).toBe(expected.toString('base64url'));
  });

  it('salts every hash, accepts long passphrases, and refuses malformed hashes', async () => {
    const long = `Aa1${'x'.repeat(125)}`;
    const [first, second] = await Promise.all([hashPassword(long), hashPassword(long)]);
    expect(first).not.toBe(second);
    expect(await verifyPassword(long, second)).toBe(true);
    expect(await verifyPassword(long, 'plain-text')).toBe(false);
    expect(await verifyPassword(long, 'scrypt$99$8$1$c2FsdA$a2V5')).toBe(false);
  });
});

describe('verification codes (README "Our own identity service": 6 random digits, stored hashed)', () => {
  it('makes 6-digit codes that match only their own subject', () => {
    const code = newVerificationCode();
    expect(code).toMatch(new RegExp(`^\\d{${CODE_DIGITS}}$`));
    const stored = hashVerificationCode(code, 'Jane@Example.com');
    expect(stored).not.toContain(code);
    expect(verificationCodeMatches(code, 'jane@example.com', stored)).toBe(true);
    expect(verificationCodeMatches(code, 'other@example.com', stored)).toBe(false);
    const wrong = code === '000000' ? '000001' : '000000';
    expect(verificationCodeMatches(wrong, 'jane@example.com', stored)).toBe(false);
  });
});

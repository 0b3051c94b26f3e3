import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * One-time verification codes (README "Our own identity service"): 6 random digits from a CSPRNG, stored only as a
 * hash bound to what they verify (an email or a phone), so a leaked table reveals no code and a code
 * cannot be replayed for another address. Expiry (10 minutes), single use, resend lock (60 s) and
 * the 5-attempt limit are kept with the stored hash by the caller.
 */
export const CODE_DIGITS = 6;
export const CODE_TTL_MS = 10 * 60_000;
export const CODE_RESEND_LOCK_MS = 60_000;
export const CODE_MAX_ATTEMPTS = 5;

export function newVerificationCode(): string {
  return String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');
}

export function hashVerificationCode(code: string, subject: string): string {
  return createHash('sha256').update(`${subject.toLowerCase()}\u0000${code.trim()}`).digest('base64url');
}

export function verificationCodeMatches(code: string, subject: string, storedHash: string): boolean {
  const actual = Buffer.from(hashVerificationCode(code, subject));
  const expected = Buffer.from(storedHash);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

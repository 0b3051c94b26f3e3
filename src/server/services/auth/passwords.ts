import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { passwordGate } from './password-gate';

/**
 * Password hashing with scrypt at OWASP's recommended cost (README "Our own identity service"; DECISIONS.md: passwords are
 * never stored or logged in plain): N = 2^17, r = 8, p = 1, a 16-byte random salt and a 64-byte key.
 * The parameters travel inside the stored string, so a later cost increase still verifies old hashes.
 * Stored form: scrypt$<log2 N>$<r>$<p>$<salt base64url>$<key base64url>.
 */
export const SCRYPT_COST = { log2N: 17, r: 8, p: 1 } as const;
const KEY_BYTES = 64;
const SALT_BYTES = 16;

function derive(password: string, salt: Buffer, cost: { log2N: number; r: number; p: number }): Promise<Buffer> {
  const N = 2 ** cost.log2N;
  // scrypt needs 128 * N * r bytes; Node's default ceiling (32 MiB) is below OWASP's cost.
  const options: ScryptOptions = { N, r: cost.r, p: cost.p, maxmem: 256 * N * cost.r };
  // A few at a time per process (password-gate.ts): a burst of sign-ins must not starve the API.
  return passwordGate.run(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key)));
      }),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, SCRYPT_COST);
  const { log2N, r, p } = SCRYPT_COST;
  return ['scrypt', log2N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Whether the password matches the stored hash; a malformed hash never matches. Constant-time compare. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, log2N, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const cost = { log2N: Number(log2N), r: Number(r), p: Number(p) };
  if (![cost.log2N, cost.r, cost.p].every((value) => Number.isInteger(value) && value > 0) || cost.log2N > 20) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), cost);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Whether a stored hash was made at a lower cost than today's, so sign-in should re-hash it. */
export function needsRehash(stored: string): boolean {
  const [, log2N, r, p] = stored.split('$');
  return Number(log2N) < SCRYPT_COST.log2N || Number(r) < SCRYPT_COST.r || Number(p) < SCRYPT_COST.p;
}

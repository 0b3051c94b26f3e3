import type * as Crypto from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';

/**
 * API tests derive password keys at a far lower scrypt cost than production. Production hashes at
 * OWASP's N = 2^17 (src/server/services/auth/passwords.ts), ~0.5 s of CPU and 128 MiB per hash, and
 * the API suite signs in, registers and seeds accounts a hundred-odd times per run.
 *
 * Only the API test project's setup (api-setup.ts) installs this, by mocking node:crypto inside
 * Vitest: production code, and passwords.ts itself, are unchanged and production never loads it.
 * The stored hash still names the production cost, so needsRehash, the stored form and every
 * sign-in answer behave as in production; only the work behind one derivation shrinks. Derivations
 * below 2^16 (a test's deliberately weak old hash) run as asked. passwords.test.ts switches the
 * production cost back on (useProductionScryptCost) and proves hashes are made at it.
 */
export const TEST_SCRYPT_N = 2 ** 10;
const CHEAPENED_FROM_N = 2 ** 16;
const productionCost = Symbol.for('apotheca.tests.productionScryptCost');
type FlagHolder = { [productionCost]?: boolean };

/** For a test file that must see production's real scrypt work (passwords.test.ts). */
export function useProductionScryptCost() {
  beforeAll(() => {
    (globalThis as FlagHolder)[productionCost] = true;
  });
  afterAll(() => {
    (globalThis as FlagHolder)[productionCost] = false;
  });
}

/** node:crypto with scrypt derivations at production cost cheapened to TEST_SCRYPT_N. */
export function withTestScrypt(crypto: typeof Crypto): typeof Crypto {
  const scrypt = ((password: Crypto.BinaryLike, salt: Crypto.BinaryLike, keylen: number, ...rest: unknown[]) => {
    const callback = rest.pop() as (error: Error | null, key: Buffer) => void;
    const options = (rest[0] ?? {}) as Crypto.ScryptOptions;
    const { N, cost, ...others } = options;
    const cheapen = (N ?? cost ?? 0) >= CHEAPENED_FROM_N && !(globalThis as FlagHolder)[productionCost];
    crypto.scrypt(password, salt, keylen, cheapen ? { ...others, N: TEST_SCRYPT_N } : options, callback);
  }) as typeof Crypto.scrypt;
  return { ...crypto, scrypt, default: { ...crypto, scrypt } } as typeof Crypto;
}

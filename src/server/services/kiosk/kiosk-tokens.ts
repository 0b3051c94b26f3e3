import { createHash, randomBytes } from 'node:crypto';

/**
 * A kiosk's credential (README "Kiosks hold a device token, not an account"): 32 random bytes, base64url, shown to the device once at pinning.
 * Only its sha256 is stored (kiosk_devices.token_hash), so a copy of the database cannot act as a kiosk.
 */
export const KIOSK_TOKEN_BYTES = 32;

/** Longer than any token we hand out: a header this long is refused without hashing it. */
const MAX_TOKEN_LENGTH = 200;

export function newKioskToken(): { token: string; hash: string } {
  const token = randomBytes(KIOSK_TOKEN_BYTES).toString('base64url');
  return { token, hash: hashKioskToken(token) };
}

export function hashKioskToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The hash to look a header's token up by, or undefined when the header cannot be a token. */
export function lookupHash(header: string | undefined): string | undefined {
  const token = header?.trim();
  if (!token || token.length > MAX_TOKEN_LENGTH) return undefined;
  return hashKioskToken(token);
}

import { newRequestKey } from '@/web/data/request-key';

/**
 * The idempotency key of a Place Order attempt (README "Writes made offline": the same key never makes
 * two orders). One key per cart is kept in sessionStorage until the order is placed or the server
 * refuses it, so a retry after a lost answer (network failure, 5xx) reuses it and cannot make a second
 * order.
 */

const storageKey = (cartId: number) => `apotheca-order-attempt-${cartId}`;

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be blocked (privacy settings); a key per attempt in memory is the fallback.
    return undefined;
  }
}

/** The key of the pending attempt for this cart, or a new one remembered for retries. */
export function attemptKey(cartId: number): string {
  const store = storage();
  const existing = store?.getItem(storageKey(cartId));
  if (existing) return existing;
  const key = newRequestKey();
  store?.setItem(storageKey(cartId), key);
  return key;
}

/** Forgets the key once the order is placed, or once the server answered a refusal (nothing was made). */
export function forgetAttemptKey(cartId: number): void {
  storage()?.removeItem(storageKey(cartId));
}

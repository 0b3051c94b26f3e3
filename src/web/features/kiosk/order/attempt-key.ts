import { newRequestKey } from '@/web/data/request-key';

/**
 * One Idempotency-Key per attempt of one kiosk order (README "A kiosk order is a walk-in's, placed only
 * online"): the same request sent again (a double tap, a retry after a timeout or a dropped network)
 * reuses its key, so the server places it once; a different request (the cart or the name edited) gets
 * a new key, as the server refuses a key reused for another request. Once the server has answered for
 * good the next try is a new attempt, so a refusal is not replayed back to a shopper who tries again.
 */
export interface AttemptKeys {
  keyFor(request: unknown): string;
  /** The server answered this attempt (placed or refused for good). */
  settle(): void;
}

export function createAttemptKeys(newKey: () => string = newRequestKey): AttemptKeys {
  let current: { request: string; key: string } | undefined;
  return {
    keyFor(request) {
      const text = JSON.stringify(request);
      if (current?.request !== text) current = { request: text, key: newKey() };
      return current.key;
    },
    settle() {
      current = undefined;
    },
  };
}

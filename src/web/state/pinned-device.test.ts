import { afterEach, describe, expect, it } from 'vitest';
import { KIOSK_PIN_KEY, mayBePinned } from './pinned-device';

describe("the entry's kiosk check (DECISIONS.md \"Modes of the one installable app\"; no kiosk code in a shopper's entry)", () => {
  afterEach(() => localStorage.clear());

  it('a shopper keeps no pin: the root loads no kiosk code', () => {
    expect(mayBePinned()).toBe(false);
  });

  it('a kept pin makes the root load the kiosk guard, which checks the pin itself (kiosk-guard.test.ts)', () => {
    localStorage.setItem(KIOSK_PIN_KEY, '{"kiosk":{"id":12},"kiosk_token":"t"}');
    expect(mayBePinned()).toBe(true);
  });
});

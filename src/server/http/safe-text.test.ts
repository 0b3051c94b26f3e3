import { describe, expect, test } from 'vitest';
import { TOO_DEEP_MESSAGE, UNSAFE_TEXT_MESSAGE, unsafeTextFields } from './safe-text';

describe('unsafeTextFields', () => {
  test('names the top-level field that holds a NUL or an unpaired surrogate, at any depth, in values or keys', () => {
    expect(unsafeTextFields({ name: 'Ann\u0000', notes: 'ok' })).toEqual({ name: [UNSAFE_TEXT_MESSAGE] });
    expect(unsafeTextFields({ address: { lines: ['ok', 'x\ud800'] } })).toEqual({ address: [UNSAFE_TEXT_MESSAGE] });
    expect(unsafeTextFields({ tail: '\udc00 lone low' })).toEqual({ tail: [UNSAFE_TEXT_MESSAGE] });
    expect(unsafeTextFields({ meta: { ['k\u0000']: 1 } })).toEqual({ meta: [UNSAFE_TEXT_MESSAGE] });
    expect(unsafeTextFields({ ['\u0000']: 'x' })).toEqual({ _: [UNSAFE_TEXT_MESSAGE] });
    expect(unsafeTextFields('plain\u0000')).toEqual({ _: [UNSAFE_TEXT_MESSAGE] });
  });

  test('lets real text through: accents, emoji (paired surrogates), newlines, numbers, null', () => {
    expect(unsafeTextFields({ name: 'Zoë 🌿', notes: 'line\nline\ttab', quantity: 2, empty: null, list: [1, 'a'] })).toBeUndefined();
  });

  test('refuses nesting past any shape the contract has, without walking it', () => {
    let deep: unknown = 'end';
    for (let level = 0; level < 10_000; level++) deep = [deep];
    expect(unsafeTextFields({ deep })).toEqual({ deep: [TOO_DEEP_MESSAGE] });
  });
});

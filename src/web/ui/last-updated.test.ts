import { describe, expect, test } from 'vitest';
import { lastUpdatedText } from './last-updated';

const minute = 60_000;

describe('a list says when its data was last updated once it is a few minutes old (README: What the device keeps)', () => {
  test('fresh data says nothing', () => {
    expect(lastUpdatedText(1_000_000, 1_000_000 + 4 * minute)).toBeUndefined();
    expect(lastUpdatedText(0, 1_000_000)).toBeUndefined();
  });
  test('older data says how old, in words', () => {
    expect(lastUpdatedText(0 + 1, 1 + 12 * minute)).toBe('Updated 12 minutes ago');
    expect(lastUpdatedText(1, 1 + 3 * 60 * minute)).toBe('Updated 3 hours ago');
    expect(lastUpdatedText(1, 1 + 2 * 24 * 60 * minute)).toBe('Updated 2 days ago');
  });
});

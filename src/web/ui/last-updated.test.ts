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

describe('the words are those date-fns formatDistanceStrict gave (it left the product list page for its weight)', () => {
  test('rounds to the nearest unit, singular for one', async () => {
    const { formatDistanceStrict } = await import('date-fns');
    // From mid-February, so the longer ages cross a daylight saving change where the zone has one.
    const start = Date.UTC(2026, 1, 15, 12);
    const ages = [5, 5.4, 5.6, 59.4, 59.6, 60, 89, 91, 23 * 60 + 29, 23 * 60 + 31, 24 * 60, 36 * 60, 29 * 24 * 60, 30 * 24 * 60, 45 * 24 * 60, 200 * 24 * 60, 355 * 24 * 60, 366 * 24 * 60, 800 * 24 * 60];
    for (const age of ages) {
      const now = start + age * minute;
      expect(lastUpdatedText(start, now), `${age} minutes`).toBe(`Updated ${formatDistanceStrict(start, now)} ago`);
    }
  });
});

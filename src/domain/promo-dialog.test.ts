import { describe, expect, it } from 'vitest';
import type { Audience } from './banner';
import { markSeen, pickPromoDialog, pruneSeen, wasSeenRecently, type PromoSeenEntry } from './promo-dialog';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const now = Date.parse('2026-03-10T12:00:00Z');
const everyone: Audience = { states: [], usage_types: [], store_ids: [] };
const shopper = { state: 'NY', usage: 'recreational' as const, storeId: 3 };

describe('promo dialog seen list: 4 days (part 1 §9)', () => {
  it('hides a promotion seen within 4 days and shows it again after', () => {
    const seen: PromoSeenEntry[] = [{ uid: 'spring', seenAt: now - 3 * DAY }];
    expect(wasSeenRecently(seen, 'spring', now)).toBe(true);
    expect(wasSeenRecently(seen, 'spring', now + DAY - 1)).toBe(true);
    expect(wasSeenRecently(seen, 'spring', now + DAY)).toBe(false);
    expect(wasSeenRecently(seen, 'summer', now)).toBe(false);
  });

  it('prunes entries older than 4 days (and impossible future ones)', () => {
    const seen: PromoSeenEntry[] = [
      { uid: 'old', seenAt: now - 5 * DAY },
      { uid: 'edge', seenAt: now - 4 * DAY },
      { uid: 'fresh', seenAt: now - HOUR },
      { uid: 'future', seenAt: now + DAY },
    ];
    expect(pruneSeen(seen, now).map((entry) => entry.uid)).toEqual(['fresh']);
  });

  it('marks a uid seen once, pruning as it goes', () => {
    const seen: PromoSeenEntry[] = [
      { uid: 'old', seenAt: now - 6 * DAY },
      { uid: 'spring', seenAt: now - 2 * DAY },
    ];
    expect(markSeen(seen, 'spring', now)).toEqual([{ uid: 'spring', seenAt: now }]);
    expect(markSeen([], 'summer', now)).toEqual([{ uid: 'summer', seenAt: now }]);
  });
});

describe('which promotion shows (part 1 §2 promotional_dialog)', () => {
  const promos = [
    { uid: 'older', published_on: '2026-03-01T00:00:00Z', audience: everyone },
    { uid: 'newest-ny', published_on: '2026-03-08T00:00:00Z', audience: { ...everyone, states: ['NY'] } },
    { uid: 'newest-il', published_on: '2026-03-09T00:00:00Z', audience: { ...everyone, states: ['IL'] } },
  ];

  it('picks the newest promotion whose audience matches', () => {
    expect(pickPromoDialog(promos, shopper, [], now)?.uid).toBe('newest-ny');
    expect(pickPromoDialog(promos, { ...shopper, state: 'IL' }, [], now)?.uid).toBe('newest-il');
    expect(pickPromoDialog(promos, { ...shopper, state: 'AZ' }, [], now)?.uid).toBe('older');
  });

  it('shows nothing while the newest was seen within 4 days; older ones do not stand in', () => {
    expect(pickPromoDialog(promos, shopper, [{ uid: 'newest-ny', seenAt: now - DAY }], now)).toBeUndefined();
    expect(pickPromoDialog(promos, shopper, [{ uid: 'newest-ny', seenAt: now - 5 * DAY }], now)?.uid).toBe('newest-ny');
  });

  it('shows nothing without promotions for the audience', () => {
    expect(pickPromoDialog([], shopper, [], now)).toBeUndefined();
    expect(pickPromoDialog([promos[2]!], shopper, [], now)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { todaysHours } from '@/domain/store-hours';
import { storeTileStatus } from './store-chooser/store-status';
import { makeStore } from '@/web/testing/store-fixtures';

describe('store tile status (part 1 §2 store tile)', () => {
  it('shops both usage types of a regular store', () => {
    expect(storeTileStatus(makeStore())).toMatchObject({ shoppable: ['medical', 'recreational'], comingSoon: false });
  });

  it('divested: the disclaimer (default text) and no buttons', () => {
    expect(storeTileStatus(makeStore({ is_divested: true }))).toMatchObject({ shoppable: [], divested: 'This location is permanently closed' });
    expect(storeTileStatus(makeStore({ is_divested: true, divested_disclaimer: 'Moved.' })).divested).toBe('Moved.');
  });

  it('coming soon when no menu can be shopped yet', () => {
    const status = storeTileStatus(makeStore({ is_med_menu: false, is_rec_coming_soon: true }));
    expect(status).toMatchObject({ shoppable: [], comingSoon: true });
  });

  it('temporary closure names the usage type, which is not offered to shop', () => {
    expect(storeTileStatus(makeStore({ temp_closed_rec: 'closed' }))).toMatchObject({ shoppable: ['medical'], closedNotice: 'Store is Temporarily Closed for Adult Use' });
    expect(storeTileStatus(makeStore({ temp_closed_med: 'closed', temp_closed_rec: 'closed' })).closedNotice).toBe('Store is Temporarily Closed');
    expect(storeTileStatus(makeStore({ temp_closed_rec: 'ordering_off' })).closedNotice).toBeUndefined();
  });

  it("reads today's line of the hours in the store's time zone (Monday first)", () => {
    const store = makeStore({ hours: 'Mon 9-5\nTue 9-5\nWed 9-5\nThu 9-5\nFri 9-9\nSat 10-9\nSun 11-5', timezone: 'America/New_York' });
    expect(todaysHours(store, new Date('2026-01-05T15:00:00Z'))).toBe('Mon 9-5');
    expect(todaysHours(store, new Date('2026-01-05T03:00:00Z'))).toBe('Sun 11-5');
    const named = makeStore({ hours: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((d) => `${d}: 9:00 AM - 9:00 PM`).join('\n') });
    expect(todaysHours(named, new Date('2026-01-05T18:00:00Z'))).toBe('9:00 AM - 9:00 PM');
  });
});

import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { storeHourExceptions } from '@/server/db/schema';
import { createAdminTestApp, type AdminTestApp } from '@/server/routes/admin/admin-test-kit';
import { upcomingHourExceptions } from './store-hour-exceptions';

/** README "The operator console": shoppers are sent the store's own yesterday too (its hours may run past midnight). */
let app: AdminTestApp;
beforeAll(async () => {
  app = await createAdminTestApp();
});
afterAll(() => app.close());

describe('the hour exceptions a store call carries', () => {
  test("in a US evening, when UTC has already moved on a day, the store's own yesterday is still read", async () => {
    const store = await app.store();
    await app.db.insert(storeHourExceptions).values({ storeId: store.id, onDate: '2026-11-25', hours: '6:00 PM - 2:00 AM', note: 'Late night' });
    // 22:00 on Nov 26 in New York is already Nov 27 in UTC; the store's yesterday is Nov 25.
    const found = await upcomingHourExceptions(app.db, [{ id: store.id, timezone: 'America/New_York' }], new Date('2026-11-27T03:00:00Z'));
    expect(found.get(store.id)).toEqual([{ date: '2026-11-25', hours: '6:00 PM - 2:00 AM', note: 'Late night' }]);
  });
});

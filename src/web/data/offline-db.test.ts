import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { afterEach, describe, expect, test } from 'vitest';
import { OfflineDb } from './offline-db';

const NAME = 'apotheca-upgrade-test';

afterEach(() => Dexie.delete(NAME));

/** The database as the app shipped it before scopes: writes kept by user id, a kiosk's under its negative id. */
async function seedVersionOne(rows: object[]) {
  const old = new Dexie(NAME);
  old.version(1).stores({ queryMeta: 'key, root, usedAt', queryBody: 'key', outbox: '++seq, userId' });
  await old.table('outbox').bulkAdd(rows);
  await old.table('queryBody').put({ key: 'menu', value: { kept: true } });
  old.close();
}

describe('an app update keeps the writes a device was still waiting to send (README "Writes made offline")', () => {
  test("each kept write moves to its scope (a user's, a kiosk's) with its key, body and attempts, in order", async () => {
    await seedVersionOne([
      { userId: 12, name: 'addItem', body: { quantity: 2 }, key: 'key-user-first', createdAt: 1, attempts: 0 },
      { userId: -3, name: 'kioskCheckIn', body: { phone: '8455550142' }, key: 'key-kiosk-only', createdAt: 2, attempts: 2 },
      { userId: 12, name: 'submitCart', body: { cart_id: 77, store_id: 1 }, key: 'key-user-second', createdAt: 3, attempts: 1 },
    ]);
    const db = new OfflineDb(NAME);
    const userRows = await db.outbox.where('scope').equals('user:12').sortBy('seq');
    const kioskRows = await db.outbox.where('scope').equals('kiosk:3').toArray();
    expect(userRows.map((row) => [row.key, row.name, row.body, row.attempts])).toEqual([
      ['key-user-first', 'addItem', { quantity: 2 }, 0],
      ['key-user-second', 'submitCart', { cart_id: 77, store_id: 1 }, 1],
    ]);
    expect(kioskRows.map((row) => [row.key, row.body, row.attempts])).toEqual([['key-kiosk-only', { phone: '8455550142' }, 2]]);
    expect((await db.outbox.toArray()).some((row) => 'userId' in row)).toBe(false);
    // The rest of the database is untouched.
    expect(await db.queryBody.get('menu')).toEqual({ key: 'menu', value: { kept: true } });
    db.close();
  });
});

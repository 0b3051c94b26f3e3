import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ADMIN_MESSAGES } from '@/api/admin';
import { consoleKioskListSchema, consoleKioskSchema } from '@/api/admin-staff';
import { API_HEADERS } from '@/api/common';
import { pinKioskResponseSchema } from '@/api/kiosk';
import type { Auth } from '../testing/cart-fixture';
import { createStaffTestApp, type StaffTestApp } from './admin-staff-test-kit';

/** A store's kiosks in the console (README "Staff and kiosks"; DECISIONS.md "Kiosk mode"). */
let app: StaffTestApp;
beforeAll(async () => {
  app = await createStaffTestApp();
});
afterAll(() => app.close());

/** A kiosk pinned at the store by one of its budtenders: its id and its device headers. */
async function pinned(storeId: number) {
  const staff = await app.staffer([storeId], { first: 'Rae', last: 'Pinner' });
  const answer = await app.send('POST', '/kiosk/op/pin', staff.auth, { store_id: storeId, usage_types: ['recreational'] });
  const { kiosk, kiosk_token } = pinKioskResponseSchema.parse(answer.body);
  return { id: kiosk.id, device: { [API_HEADERS.kioskToken]: kiosk_token } as Auth };
}
const kioskMe = (device: Auth) => app.send('GET', '/kiosk/op/me', device);

describe('GET admin/stores/{id}/kiosks', () => {
  test('operators and the store’s managers see who pinned each kiosk, when, and for what', async () => {
    const store = await app.store();
    const kiosk = await pinned(store.id);
    for (const { auth } of [await app.operator(), await app.manager([store.id])]) {
      const answer = await app.calls.kiosks(auth, store.id);
      expect(answer.status).toBe(200);
      const [row] = consoleKioskListSchema.parse(answer.body).data;
      expect(row).toMatchObject({ id: kiosk.id, store_id: store.id, pinned_by: 'Rae Pinner', usage_types: ['recreational'], state: 'pinned', unpinned_at: null });
    }
  });

  test('a manager of another store, a budtender, a shopper and another brand’s operator are refused', async () => {
    const store = await app.store();
    await pinned(store.id);
    const elsewhere = await app.store();
    const cases = [
      { auth: (await app.manager([elsewhere.id])).auth, status: 403, error: ADMIN_MESSAGES.notYourStore },
      { auth: (await app.staffer([store.id])).auth, status: 403, error: ADMIN_MESSAGES.consoleOnly },
      { auth: (await app.shopper()).auth, status: 403, error: ADMIN_MESSAGES.consoleOnly },
    ];
    for (const caller of cases) {
      const answer = await app.calls.kiosks(caller.auth, store.id);
      expect(answer.status).toBe(caller.status);
      expect(answer.body.error).toBe(caller.error);
    }
    const foreign = await app.operator(app.otherBrand.id);
    expect((await app.calls.kiosks(foreign.auth, store.id, app.OTHER_HOST)).status).toBe(403);
    expect((await app.calls.kiosks((await app.operator()).auth, 0)).status).toBe(400);
  });
});

describe('POST admin/kiosks/{id}/unpin', () => {
  test('a store manager unpins a kiosk of their store: the device is refused at once, and the log says who', async () => {
    const store = await app.store();
    const kiosk = await pinned(store.id);
    expect((await kioskMe(kiosk.device)).status).toBe(200);
    const { auth, user } = await app.manager([store.id]);
    const answer = await app.calls.unpin(auth, kiosk.id);
    expect(answer.status).toBe(200);
    expect(consoleKioskSchema.parse(answer.body)).toMatchObject({ state: 'unpinned', unpinned_by: 'Morgan Manager' });
    expect((await kioskMe(kiosk.device)).status).toBe(401);
    // Unpinning again changes nothing and records nothing more.
    expect((await app.calls.unpin(auth, kiosk.id)).status).toBe(200);
    const entries = await app.auditOf('kiosk', kiosk.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'kiosk.unpin', actorUserId: user.id, storeId: store.id, before: { unpinned_at: null } });
  });

  test('nobody outside the store’s console roles unpins it; another brand gets 404', async () => {
    const store = await app.store();
    const kiosk = await pinned(store.id);
    const refused = [(await app.manager([(await app.store()).id])).auth, (await app.staffer([store.id])).auth, (await app.shopper()).auth];
    for (const auth of refused) expect((await app.calls.unpin(auth, kiosk.id)).status).toBe(403);
    const foreign = await app.operator(app.otherBrand.id);
    expect((await app.calls.unpin(foreign.auth, kiosk.id, app.OTHER_HOST)).status).toBe(404);
    expect((await app.calls.unpin({}, kiosk.id)).status).toBe(401);
    expect((await kioskMe(kiosk.device)).status).toBe(200);
    expect(await app.auditOf('kiosk', kiosk.id)).toEqual([]);
  });
});

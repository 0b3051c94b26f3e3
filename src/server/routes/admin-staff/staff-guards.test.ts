import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ADMIN_STAFF_MESSAGES } from '@/api/admin-staff';
import { staffRoles } from '@/server/db/schema';
import { disableStaff, setStaffAccess } from '@/server/services/admin-staff/staff-writes';
import { createStaffTestApp, type StaffTestApp } from './admin-staff-test-kit';

/** The guard rails of README "Staff and kiosks": nobody disables or demotes themselves; the brand keeps an operator. */
let app: StaffTestApp;
beforeAll(async () => {
  app = await createStaffTestApp();
});
afterAll(() => app.close());

describe('guard rails', () => {
  test('an operator can neither disable nor demote themselves, but may change their own stores', async () => {
    const store = await app.store();
    const { auth, user } = await app.operator();
    const disable = await app.calls.disable(auth, user.id);
    expect(disable.status).toBe(409);
    expect(disable.body.error).toBe(ADMIN_STAFF_MESSAGES.selfDisable);
    const demote = await app.calls.setAccess(auth, user.id, { role: 'store_manager', store_ids: [store.id] });
    expect(demote.status).toBe(409);
    expect(demote.body.error).toBe(ADMIN_STAFF_MESSAGES.selfDemote);
    const stores = await app.calls.setAccess(auth, user.id, { role: 'operator', store_ids: [store.id] });
    expect(stores.status).toBe(200);
    expect(stores.body).toMatchObject({ role: 'operator', store_ids: [store.id] });
  });

  test('two operators taking each other’s role at once leave the brand one operator', async () => {
    // A brand of its own, so no other operator of the test app counts.
    const brandStore = await app.otherStore();
    const first = await app.operator(app.otherBrand.id);
    const second = await app.operator(app.otherBrand.id);
    const budtender = { role: 'budtender' as const, store_ids: [brandStore.id] };
    const write = (actor: number) => ({ orderingAppId: app.otherBrand.id, actorId: actor });
    await setStaffAccess(app.db, write(first.user.id), second.user.id, budtender);
    // The second request had passed its role check before the first committed.
    await expect(setStaffAccess(app.db, write(second.user.id), first.user.id, budtender)).rejects.toMatchObject({ body: { error: ADMIN_STAFF_MESSAGES.lastOperator } });
    await expect(disableStaff(app.db, write(second.user.id), first.user.id)).rejects.toMatchObject({ body: { error: ADMIN_STAFF_MESSAGES.lastOperator } });
    const operators = (await app.db.select().from(staffRoles)).filter((row) => row.role === 'operator' && [first.user.id, second.user.id].includes(row.userId));
    expect(operators.map((row) => row.userId)).toEqual([first.user.id]);
  });

  test('a disabled account’s token is refused even in a session that was never ended', async () => {
    const store = await app.store();
    const budtender = await app.staffer([store.id]);
    const { auth } = await app.operator();
    expect((await app.send('GET', '/staff/op/my-stores', budtender.auth)).status).toBe(200);
    await app.calls.disable(auth, budtender.user.id);
    expect((await app.send('GET', '/staff/op/my-stores', budtender.auth)).status).toBe(401);
  });
});

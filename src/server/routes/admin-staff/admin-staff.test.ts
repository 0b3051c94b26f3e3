import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ADMIN_MESSAGES } from '@/api/admin';
import { ADMIN_STAFF_MESSAGES, staffMemberSchema } from '@/api/admin-staff';
import { STAFF_ASSIGNMENT_MESSAGES } from '@/domain/staff-roles';
import { staffRoles, staffStores } from '@/server/db/schema';
import { createStaffTestApp, type StaffTestApp } from './admin-staff-test-kit';

/** admin/staff (README "Staff and kiosks"): operators only, their own brand; every write audited. */
let app: StaffTestApp;
beforeAll(async () => {
  app = await createStaffTestApp();
});
afterAll(() => app.close());

describe('who may manage staff', () => {
  test('a store manager, a budtender, a shopper and a caller without a token are refused every staff call', async () => {
    const store = await app.store();
    const target = await app.staffer([store.id]);
    const callers = [
      { auth: (await app.manager([store.id])).auth, status: 403, error: ADMIN_MESSAGES.operatorOnly },
      { auth: (await app.staffer([store.id])).auth, status: 403, error: ADMIN_MESSAGES.consoleOnly },
      { auth: (await app.shopper()).auth, status: 403, error: ADMIN_MESSAGES.consoleOnly },
      { auth: {}, status: 401 },
    ];
    const body = { email: app.newEmail(), first: 'Pat', last: 'Lee', role: 'budtender', store_ids: [store.id] };
    for (const caller of callers) {
      for (const response of [
        await app.calls.list(caller.auth),
        await app.calls.invite(caller.auth, body),
        await app.calls.setAccess(caller.auth, target.user.id, { role: 'operator', store_ids: [] }),
        await app.calls.disable(caller.auth, target.user.id),
        await app.calls.enable(caller.auth, target.user.id),
      ]) {
        expect(response.status).toBe(caller.status);
        if (caller.error) expect(response.body.error).toBe(caller.error);
      }
    }
    const [row] = await app.db.select().from(staffRoles).where(eq(staffRoles.userId, target.user.id));
    expect(row).toBeUndefined();
  });

  test("another brand's operator neither lists nor touches this brand's staff", async () => {
    const store = await app.store();
    const ours = await app.staffer([store.id]);
    const theirs = await app.operator(app.otherBrand.id);
    const list = await app.calls.list(theirs.auth, app.OTHER_HOST);
    expect(list.status).toBe(200);
    expect(list.body.data.map((member: { id: number }) => member.id)).not.toContain(ours.user.id);
    expect((await app.calls.disable(theirs.auth, ours.user.id, app.OTHER_HOST)).status).toBe(404);
    expect((await app.calls.setAccess(theirs.auth, ours.user.id, { role: 'operator', store_ids: [] }, app.OTHER_HOST)).status).toBe(404);
    // Their token on this brand's host is no token at all.
    expect((await app.calls.list(theirs.auth)).status).toBe(401);
    const foreignStore = await app.otherStore();
    const invite = await app.calls.invite((await app.operator()).auth, { email: app.newEmail(), first: 'A', last: 'B', role: 'budtender', store_ids: [foreignStore.id] });
    expect(invite.status).toBe(400);
    expect(invite.body.fields).toEqual({ store_ids: [ADMIN_STAFF_MESSAGES.notYourStore] });
  });

  test('a customer is not staff: the operator gets 404 acting on them', async () => {
    const { auth } = await app.operator();
    const shopper = await app.shopper();
    expect((await app.calls.disable(auth, shopper.user.id)).status).toBe(404);
    expect((await app.staffList(auth)).map((member) => member.id)).not.toContain(shopper.user.id);
  });
});

describe('the staff list', () => {
  test('shows each portal user with role, stores and status', async () => {
    const store = await app.store();
    const manager = await app.manager([store.id]);
    const budtender = await app.staffer([store.id]);
    const operator = await app.operator();
    const list = await app.staffList(operator.auth);
    const byId = (id: number) => list.find((member) => member.id === id);
    expect(byId(operator.user.id)).toMatchObject({ role: 'operator', status: 'active', store_ids: [] });
    expect(byId(manager.user.id)).toMatchObject({ role: 'store_manager', status: 'active', store_ids: [store.id] });
    expect(byId(budtender.user.id)).toMatchObject({ role: 'budtender', status: 'active', store_ids: [store.id], disabled_at: null });
  });
});

describe('role and stores', () => {
  test('a budtender made store manager of two stores manages and works both; back to budtender drops the console', async () => {
    const [first, second] = [await app.store(), await app.store()];
    const budtender = await app.staffer([first.id]);
    const { auth, user } = await app.operator();
    const promoted = await app.calls.setAccess(auth, budtender.user.id, { role: 'store_manager', store_ids: [second.id, first.id] });
    expect(promoted.status).toBe(200);
    expect(staffMemberSchema.parse(promoted.body)).toMatchObject({ role: 'store_manager', store_ids: [first.id, second.id].sort((a, b) => a - b) });
    const me = await app.send('GET', '/admin/me', budtender.auth);
    expect(me.body.stores.map((store: { id: number }) => store.id).sort()).toEqual([first.id, second.id].sort());

    expect((await app.calls.setAccess(auth, budtender.user.id, { role: 'budtender', store_ids: [second.id] })).status).toBe(200);
    expect((await app.send('GET', '/admin/me', budtender.auth)).status).toBe(403);
    const works = await app.db.select().from(staffStores).where(eq(staffStores.userId, budtender.user.id));
    expect(works.map((row) => row.storeId)).toEqual([second.id]);

    const entries = await app.auditOf('staff', budtender.user.id);
    expect(entries.map((entry) => entry.action)).toEqual(['staff.update', 'staff.update']);
    expect(entries[0]).toMatchObject({ actorUserId: user.id, storeId: null, before: { role: 'budtender', store_ids: [first.id] } });
    expect(entries[1]!.after).toEqual({ role: 'budtender', store_ids: [second.id] });
  });

  test('bad input is a 400 with field errors; a budtender needs a store', async () => {
    const store = await app.store();
    const target = await app.staffer([store.id]);
    const { auth } = await app.operator();
    const noStore = await app.calls.setAccess(auth, target.user.id, { role: 'budtender', store_ids: [] });
    expect(noStore.status).toBe(400);
    expect(noStore.body.fields).toEqual({ store_ids: [STAFF_ASSIGNMENT_MESSAGES.storeRequired] });
    const wrong = await app.calls.setAccess(auth, target.user.id, { role: 'owner', store_ids: 'all' });
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.body.fields).sort()).toEqual(['role', 'store_ids']);
    expect((await app.calls.setAccess(auth, 0, { role: 'budtender', store_ids: [store.id] })).status).toBe(400);
    expect(await app.auditOf('staff', target.user.id)).toEqual([]);
  });
});

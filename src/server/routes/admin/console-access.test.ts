import { CONSOLE_PERMISSIONS } from '@/domain/staff-roles';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ADMIN_MESSAGES, auditListSchema, consoleMeSchema } from '@/api/admin';
import { adminPaths } from '@/api/admin-paths';
import { insertStaffer } from '../testing/account-fixture';
import { recordAudit } from '@/server/services/admin/audit-log';
import { createAdminTestApp, type AdminTestApp } from './admin-test-kit';

/** Who reaches the console (README "Roles": operator, store manager, budtender). */
let app: AdminTestApp;
beforeAll(async () => {
  app = await createAdminTestApp();
});
afterAll(() => app.close());

describe('GET admin/me', () => {
  test('an operator reaches every store of the brand and nothing of another brand', async () => {
    const mine = await app.store({ ecommDisplayName: 'Operator Store' });
    const foreign = await app.otherStore();
    const { auth } = await app.operator();
    const me = consoleMeSchema.parse((await app.send('GET', adminPaths.consoleMe.path, auth)).body);
    expect(me.role).toBe('operator');
    expect(me.permissions).toEqual([...CONSOLE_PERMISSIONS]);
    expect(me.stores.map((store) => store.id)).toContain(mine.id);
    expect(me.stores.map((store) => store.id)).not.toContain(foreign.id);
  });

  test('a store manager reaches only their stores, without feeds or the audit log', async () => {
    const managed = await app.store({ ecommDisplayName: 'Managed' });
    await app.store({ ecommDisplayName: 'Not Managed' });
    const { auth } = await app.manager([managed.id]);
    const me = consoleMeSchema.parse((await app.send('GET', adminPaths.consoleMe.path, auth)).body);
    expect(me.role).toBe('store_manager');
    expect(me.permissions).toEqual(['stores.edit', 'catalog.edit', 'catalog.import', 'specials.edit', 'customers.manage', 'kiosks.manage', 'reports.read']);
    expect(me.stores.map((store) => store.name)).toEqual(['Managed']);
  });

  test('a manager row for another brand’s store reaches nothing', async () => {
    const foreign = await app.otherStore();
    const { auth } = await app.manager([foreign.id]);
    const me = consoleMeSchema.parse((await app.send('GET', adminPaths.consoleMe.path, auth)).body);
    expect(me.stores).toEqual([]);
  });

  test('refuses a budtender, a customer and a caller without a token', async () => {
    const store = await app.store();
    const budtender = await app.staffer([store.id]);
    const shopper = await app.shopper();
    const asBudtender = await app.send('GET', adminPaths.consoleMe.path, budtender.auth);
    expect(asBudtender.status).toBe(403);
    expect(asBudtender.body.error).toBe(ADMIN_MESSAGES.consoleOnly);
    const asShopper = await app.send('GET', adminPaths.consoleMe.path, shopper.auth);
    expect(asShopper.status).toBe(403);
    expect(asShopper.body.error).toBe(ADMIN_MESSAGES.consoleOnly);
    expect((await app.send('GET', adminPaths.consoleMe.path)).status).toBe(401);
  });

  test("an operator's token does not open another brand's console", async () => {
    const { auth } = await app.operator();
    expect((await app.send('GET', adminPaths.consoleMe.path, auth, undefined, app.OTHER_HOST)).status).toBe(401);
  });
});

describe('GET admin/audit-log', () => {
  test('operators read their brand’s entries, newest first, filtered by store and actor', async () => {
    const store = await app.store({ ecommDisplayName: 'Audited' });
    const other = await app.store({ ecommDisplayName: 'Also Audited' });
    const { user, auth } = await app.operator();
    const entry = (storeId: number, after: number) => ({
      orderingAppId: app.brand.id,
      storeId,
      actor: { userId: user.id },
      action: 'store.update',
      objectType: 'store',
      objectId: storeId,
      before: { wait_time: after - 5 },
      after: { wait_time: after },
    });
    await recordAudit(app.db, [entry(store.id, 10), entry(store.id, 20), entry(other.id, 30)]);
    await recordAudit(app.db, { ...entry(store.id, 40), orderingAppId: app.otherBrand.id });

    const list = auditListSchema.parse((await app.send('GET', `${adminPaths.auditLog.path}?store_id=${store.id}`, auth)).body);
    expect(list.total_rows).toBe(2);
    expect(list.data.map((row) => row.after)).toEqual([{ wait_time: 20 }, { wait_time: 10 }]);
    expect(list.data[0]).toMatchObject({ store_name: 'Audited', actor: `Avery Operator <${user.email}>`, before: { wait_time: 15 } });

    const byActor = auditListSchema.parse((await app.send('GET', `${adminPaths.auditLog.path}?actor=${encodeURIComponent(user.email)}`, auth)).body);
    expect(byActor.total_rows).toBe(3);
  });

  test('store managers cannot read it', async () => {
    const store = await app.store();
    const { auth } = await app.manager([store.id]);
    const response = await app.send('GET', adminPaths.auditLog.path, auth);
    expect(response.status).toBe(403);
    expect(response.body.error).toBe(ADMIN_MESSAGES.operatorOnly);
  });

  test('bad filters answer 400 with field errors', async () => {
    const { auth } = await app.operator();
    const response = await app.send('GET', `${adminPaths.auditLog.path}?from=yesterday&limit=0`, auth);
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.fields)).toEqual(expect.arrayContaining(['from', 'limit']));
  });

  test('sorts the whole log on the server by time, who, action or object, either way; equal values keep the order of their ids across pages', async () => {
    const store = await app.store();
    const { user, auth } = await app.operator();
    const zoe = await insertStaffer(app.db, app.brand.id, [], { first: 'zoe', last: 'Zimmer' });
    const entry = (actor: number, action: string, objectType: string, objectId: number) => ({ orderingAppId: app.brand.id, storeId: store.id, actor: { userId: actor }, action, objectType, objectId, before: null, after: { objectId } });
    // One insert: all four share the same time, so only the id can order them.
    await recordAudit(app.db, [entry(zoe.id, 'item.update', 'item', 7), entry(user.id, 'store.update', 'store', 3), entry(zoe.id, 'feed.create', 'feed_key', 9), entry(user.id, 'item.update', 'item', 5)]);
    const ids = async (query: string) => {
      const response = await app.send('GET', `${adminPaths.auditLog.path}?store_id=${store.id}&${query}`, auth);
      expect(response.status).toBe(200);
      return auditListSchema.parse(response.body).data.map((row) => (row.after as { objectId: number }).objectId);
    };
    expect(await ids('')).toEqual([5, 9, 3, 7]);
    expect(await ids('sort=at&dir=asc')).toEqual([7, 3, 9, 5]);
    expect(await ids('sort=action')).toEqual([9, 7, 5, 3]);
    expect(await ids('sort=action&dir=desc')).toEqual([3, 5, 7, 9]);
    expect(await ids('sort=actor')).toEqual([3, 5, 7, 9]);
    expect(await ids('sort=object')).toEqual([9, 5, 7, 3]);
    const paged = [];
    for (let offset = 0; offset < 4; offset++) paged.push(...(await ids(`sort=actor&dir=desc&limit=1&offset=${offset}`)));
    expect(paged).toEqual([9, 7, 5, 3]);
  });

  test('an unknown sort or direction answers 400 with field errors', async () => {
    const { auth } = await app.operator();
    const response = await app.send('GET', `${adminPaths.auditLog.path}?sort=price&dir=up`, auth);
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.fields)).toEqual(expect.arrayContaining(['sort', 'dir']));
  });
});

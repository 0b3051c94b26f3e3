import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditListSchema } from '@/api/admin';
import { adminPaths } from '@/api/admin-paths';
import { CONSOLE_DATE_TIME_YEARS_MESSAGE } from '@/api/console-date-time';
import { recordAudit } from '@/server/services/admin/audit-log';
import { createAdminTestApp, type AdminTestApp } from './admin-test-kit';

/** README "The audit log": sorting the log never shows another brand's entries, and only operators read it. */
let app: AdminTestApp;
beforeAll(async () => {
  app = await createAdminTestApp();
});
afterAll(() => app.close());

describe('GET admin/audit-log sorted', () => {
  test("every sort, without a store filter, keeps another brand's entries out", async () => {
    const store = await app.store();
    const foreignStore = await app.store({ orderingAppId: app.otherBrand.id });
    const { user, auth } = await app.operator();
    const entry = (orderingAppId: number, storeId: number) => ({
      orderingAppId,
      storeId,
      actor: { userId: user.id },
      action: 'store.update',
      objectType: 'store',
      objectId: storeId,
      before: { wait_time: 5 },
      after: { wait_time: 10 },
    });
    await recordAudit(app.db, [entry(app.brand.id, store.id), entry(app.otherBrand.id, foreignStore.id)]);
    for (const query of ['sort=actor&dir=desc', 'sort=object', 'sort=action&dir=asc', 'sort=at&dir=asc']) {
      const list = auditListSchema.parse((await app.send('GET', `${adminPaths.auditLog.path}?${query}&limit=100`, auth)).body);
      expect(list.data.some((row) => row.object_id === String(store.id)), query).toBe(true);
      expect(list.data.some((row) => row.object_id === String(foreignStore.id)), query).toBe(false);
    }
  });

  test('from and to outside the console\'s years are 400 field errors, not a database error', async () => {
    const { auth } = await app.operator();
    const far = await app.send('GET', `${adminPaths.auditLog.path}?from=0000-01-01T00:00:00Z&to=${encodeURIComponent('9999-12-31T23:00:00-05:00')}`, auth);
    expect(far.status).toBe(400);
    expect(far.body.fields).toEqual({ from: [CONSOLE_DATE_TIME_YEARS_MESSAGE], to: [CONSOLE_DATE_TIME_YEARS_MESSAGE] });
    expect((await app.send('GET', `${adminPaths.auditLog.path}?from=2026-01-01T00:00:00Z&to=2026-12-31T23:00:00Z`, auth)).status).toBe(200);
  });

  test('a store manager and a budtender are refused with a sort too', async () => {
    const store = await app.store();
    expect((await app.send('GET', `${adminPaths.auditLog.path}?sort=actor`, (await app.manager([store.id])).auth)).status).toBe(403);
    expect((await app.send('GET', `${adminPaths.auditLog.path}?sort=actor`, (await app.staffer([store.id])).auth)).status).toBe(403);
  });
});

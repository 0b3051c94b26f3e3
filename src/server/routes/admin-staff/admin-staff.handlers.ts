import type { Context } from 'hono';
import { createFactory } from 'hono/factory';
import { adminStaffPaths } from '@/api/admin-staff-paths';
import { requireConsole } from '@/server/http/console-auth';
import type { AppEnv } from '@/server/http/context';
import { validate } from '@/server/http/validate';
import { storeKiosks, unpinConsoleKiosk } from '@/server/services/admin-staff/console-kiosks';
import { inviteStaff } from '@/server/services/admin-staff/staff-invite';
import { listStaff } from '@/server/services/admin-staff/staff-members';
import { disableStaff, enableStaff, setStaffAccess, type StaffWrite } from '@/server/services/admin-staff/staff-writes';

const factory = createFactory<AppEnv>();
const paths = adminStaffPaths;

const writeOf = (c: Context<AppEnv>): StaffWrite => ({ orderingAppId: c.get('user').orderingAppId, actorId: c.get('user').id });
const staffManager = requireConsole('staff.manage');
const staffId = validate('param', paths.setStaffAccess.params);

/** GET admin/staff: the brand's staff (operators). */
export const staffListHandler = factory.createHandlers(...staffManager, async (c) => {
  const data = await listStaff(c.get('db'), c.get('user').orderingAppId);
  return c.json({ data, rows: data.length, total_rows: data.length });
});

/** POST admin/staff: invite; the code goes out through the outbox. */
export const inviteStaffHandler = factory.createHandlers(...staffManager, validate('json', paths.inviteStaff.body), async (c) =>
  c.json(await inviteStaff(c.get('db'), c.get('config'), writeOf(c), c.req.valid('json')), 201),
);

/** PUT admin/staff/{id}/access: role and stores. */
export const setStaffAccessHandler = factory.createHandlers(...staffManager, staffId, validate('json', paths.setStaffAccess.body), async (c) =>
  c.json(await setStaffAccess(c.get('db'), writeOf(c), c.req.valid('param').id, c.req.valid('json'))),
);

/** POST admin/staff/{id}/disable (no body needed, like the other one-word writes). */
export const disableStaffHandler = factory.createHandlers(...staffManager, staffId, async (c) =>
  c.json(await disableStaff(c.get('db'), writeOf(c), c.req.valid('param').id)),
);

/** POST admin/staff/{id}/enable. */
export const enableStaffHandler = factory.createHandlers(...staffManager, staffId, async (c) =>
  c.json(await enableStaff(c.get('db'), writeOf(c), c.req.valid('param').id)),
);

/** GET admin/stores/{id}/kiosks: operators and the store's managers. */
export const storeKiosksHandler = factory.createHandlers(...requireConsole('kiosks.manage'), validate('param', paths.storeKiosks.params), async (c) => {
  const data = await storeKiosks(c.get('db'), c.get('consoleAccess'), c.req.valid('param').id);
  return c.json({ data, rows: data.length, total_rows: data.length });
});

/** POST admin/kiosks/{id}/unpin. */
export const unpinKioskHandler = factory.createHandlers(
  ...requireConsole('kiosks.manage'),
  validate('param', paths.unpinConsoleKiosk.params),
  async (c) => c.json(await unpinConsoleKiosk(c.get('db'), c.get('consoleAccess'), writeOf(c), c.req.valid('param').id)),
);

import { createFactory } from 'hono/factory';
import { adminPaths } from '@/api/admin-paths';
import type { ConsoleMe } from '@/api/admin';
import { can, CONSOLE_PERMISSIONS } from '@/domain/staff-roles';
import { requireConsole } from '@/server/http/console-auth';
import type { AppEnv } from '@/server/http/context';
import { auditEntries } from '@/server/services/admin/audit-log';
import { consoleStores } from '@/server/services/admin/console-access';
import { validateQuery } from '../route-helpers';

const factory = createFactory<AppEnv>();

/** GET admin/me: the console user's role, what it permits and the stores it reaches. */
export const consoleMeHandler = factory.createHandlers(...requireConsole(), async (c) => {
  const user = c.get('user');
  const access = c.get('consoleAccess');
  const me: ConsoleMe = {
    user_id: user.id,
    name: `${user.first} ${user.last}`,
    email: user.email,
    role: access.role,
    permissions: CONSOLE_PERMISSIONS.filter((permission) => can(access, permission)),
    stores: await consoleStores(c.get('db'), access),
  };
  return c.json(me);
});

/** GET admin/audit-log: the brand's recorded console and feed writes (operators only). */
export const auditLogHandler = factory.createHandlers(...requireConsole('audit.read'), validateQuery(adminPaths.auditLog.query), async (c) => {
  const query = c.req.valid('query');
  const { data, total } = await auditEntries(c.get('db'), c.get('user').orderingAppId, query);
  return c.json({ data, rows: data.length, total_rows: total });
});

import { createMiddleware } from 'hono/factory';
import { ADMIN_MESSAGES } from '@/api/admin';
import { can, type ConsolePermission, isOperatorOnly } from '@/domain/staff-roles';
import { consoleAccess } from '../services/admin/console-access';
import { requireUser } from './auth';
import type { AppEnv } from './context';
import { forbidden } from './errors';

/**
 * Console calls (README "Roles"): 401 without a token, 403 for a customer, a budtender, or a role
 * without `permission`. Sets `consoleAccess` for the handler, which still checks the store it acts on.
 */
export function requireConsole(permission?: ConsolePermission) {
  const roleCheck = createMiddleware<AppEnv>(async (c, next) => {
    const access = await consoleAccess(c.get('db'), c.get('user'));
    if (!access) throw forbidden(ADMIN_MESSAGES.consoleOnly);
    if (permission && !can(access, permission)) throw forbidden(isOperatorOnly(permission) ? ADMIN_MESSAGES.operatorOnly : ADMIN_MESSAGES.consoleOnly);
    c.set('consoleAccess', access);
    await next();
  });
  return [requireUser, roleCheck] as const;
}

import type { Hono } from 'hono';
import { adminPaths } from '@/api/admin-paths';
import type { AppEnv } from '@/server/http/context';
import { mountOperations } from '../route-helpers';
import { auditLogHandler, consoleMeHandler } from './admin.handlers';

/** admin/* (README "The operator console"): console roles only, each store checked by the handler. */
export function registerAdminRoutes(api: Hono<AppEnv>) {
  mountOperations(api, adminPaths, {
    consoleMe: consoleMeHandler,
    auditLog: auditLogHandler,
  });
}

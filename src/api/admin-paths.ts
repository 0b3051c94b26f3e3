import { auditListSchema, auditQuerySchema, consoleMeSchema } from './admin';
import type { ApiOperation } from './operation';

/**
 * The operator console's calls (README "The operator console"), under /admin. Each area adds its
 * table here: stores, catalog and stock, import and export, feed keys.
 */
export const adminPaths = {
  consoleMe: {
    method: 'get',
    path: '/admin/me',
    summary: 'The console user: role, permissions and the stores the role reaches',
    tag: 'admin',
    response: consoleMeSchema,
    errors: [401, 403],
  },
  auditLog: {
    method: 'get',
    path: '/admin/audit-log',
    summary: 'Every console and feed write with its values before and after (operators only): newest first, or sort=at|actor|action|object with dir=asc|desc',
    tag: 'admin',
    query: auditQuerySchema,
    response: auditListSchema,
    errors: [400, 401, 403],
  },
} as const satisfies Record<string, ApiOperation>;

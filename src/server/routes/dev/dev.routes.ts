import type { Hono } from 'hono';
import { apiPaths } from '@/api/paths';
import type { AppEnv } from '@/server/http/context';
import { honoPath, validateQuery } from '../route-helpers';
import { registerDebugRoutes } from './debug-routes';
import { developmentOnly } from './development-only';
import { readOutbox } from './outbox-read';

/** Development tools under /api/dev (DECISIONS.md "Email and SMS": development reads the outbox). */
export function registerDevRoutes(api: Hono<AppEnv>) {
  api.get(honoPath(apiPaths.devOutbox), developmentOnly, validateQuery(apiPaths.devOutbox.query), async (c) => {
    c.header('Cache-Control', 'no-store');
    const data = await readOutbox(c.get('db'), c.req.valid('query').to);
    // The list is capped at the newest messages; nobody pages through a development outbox.
    return c.json({ data, rows: data.length, total_rows: data.length });
  });
  registerDebugRoutes(api);
}

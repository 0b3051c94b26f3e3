import type { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { apiPaths } from '@/api/paths';
import { isLoopbackRequest } from '@/server/http/client-address';
import type { AppEnv } from '@/server/http/context';
import { notFound } from '@/server/http/errors';
import { honoPath, validateQuery } from '../route-helpers';
import { registerDebugRoutes } from './debug-routes';
import { readOutbox } from './outbox-read';

/**
 * The outbox holds live codes and the debug routes change any store: they exist only on a developer's
 * own machine (APP_ENV=local) and only for a request that reached the socket from loopback with no
 * proxy in between. Everything else answers 404 as if the route did not exist: a sand or stage server,
 * a dev server on 0.0.0.0 and an nginx on the same host all hand nothing out.
 */
export const developmentOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (c.get('config').APP_ENV !== 'local' || !isLoopbackRequest(c)) throw notFound('Not found.');
  await next();
});

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

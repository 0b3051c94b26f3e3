import { createMiddleware } from 'hono/factory';
import { isLoopbackRequest } from '@/server/http/client-address';
import type { AppEnv } from '@/server/http/context';
import { notFound } from '@/server/http/errors';

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

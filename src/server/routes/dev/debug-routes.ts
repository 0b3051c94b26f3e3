import type { Hono } from 'hono';
import { devDebugPaths } from '@/api/dev-debug';
import { requireUser } from '@/server/http/auth';
import type { AppEnv } from '@/server/http/context';
import { validate } from '@/server/http/validate';
import { honoPath, validateQuery } from '../route-helpers';
import { readStoreSwitches, writeStoreSwitches } from './debug-store-switches';
import { adjustDebugPoints, readDebugUser, writeDebugUser } from './debug-user-flags';
import { developmentOnly } from './development-only';

/**
 * The debug panel's endpoints (part 1 §4 "A secret key sequence toggles a debug panel (not in
 * production) that shows and toggles store switches, user flags and loyalty points"). Like the
 * outbox they exist only outside production and only for this machine: they change any store of
 * the brand and the caller's account without the rules the real screens enforce.
 */
export function registerDebugRoutes(api: Hono<AppEnv>) {
  const paths = devDebugPaths;
  api.use('/dev/debug/*', developmentOnly, async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  api.get(honoPath(paths.devDebugStore), validateQuery(paths.devDebugStore.query), async (c) => {
    const { store_id, usage_type } = c.req.valid('query');
    return c.json(await readStoreSwitches(c.get('db'), c.get('orderingAppId'), store_id, usage_type));
  });
  api.post(honoPath(paths.devDebugSetStore), validate('json', paths.devDebugSetStore.body), async (c) =>
    c.json(await writeStoreSwitches(c.get('db'), c.get('orderingAppId'), c.req.valid('json'))),
  );
  api.get(honoPath(paths.devDebugUser), requireUser, async (c) => c.json(await readDebugUser(c.get('db'), c.get('user'))));
  api.post(honoPath(paths.devDebugSetUser), requireUser, validate('json', paths.devDebugSetUser.body), async (c) =>
    c.json(await writeDebugUser(c.get('db'), c.get('user'), c.req.valid('json'))),
  );
  api.post(honoPath(paths.devDebugPoints), requireUser, validate('json', paths.devDebugPoints.body), async (c) =>
    c.json(await adjustDebugPoints(c.get('db'), c.get('user'), c.req.valid('json').points)),
  );
}

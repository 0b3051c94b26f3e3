import { createFactory } from 'hono/factory';
import { apiPaths } from '@/api/paths';
import { requireUser } from '@/server/http/auth';
import type { AppEnv } from '@/server/http/context';
import { validate } from '@/server/http/validate';
import { todayInStoreZone } from '@/server/services/users/local-date';
import { associateStore } from '@/server/services/users/store-associations';

const factory = createFactory<AppEnv>();

/** POST users/op/associate-store: associates me with a store of my brand for a usage type (part 2 §4). */
export const associateStoreHandler = factory.createHandlers(requireUser, validate('json', apiPaths.associateStore.body), async (c) =>
  c.json(await associateStore(c.get('db'), c.get('user'), c.req.valid('json'), todayInStoreZone())),
);

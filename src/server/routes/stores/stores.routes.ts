import type { Hono } from 'hono';
import { apiPaths } from '@/api/paths';
import type { AppEnv } from '@/server/http/context';
import { honoPath } from '../route-helpers';
import { getStoreHandler, listStoresHandler } from './stores.handlers';

export function registerStoreRoutes(api: Hono<AppEnv>) {
  api.get(honoPath(apiPaths.listStores), ...listStoresHandler);
  api.get(honoPath(apiPaths.getStore), ...getStoreHandler);
}

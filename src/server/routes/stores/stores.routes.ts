import type { Hono } from 'hono';
import { apiPaths } from '@/api/paths';
import type { AppEnv } from '@/server/http/context';
import { mountOperations } from '../route-helpers';
import { getStoreHandler, listStoresHandler } from './stores.handlers';

export function registerStoreRoutes(api: Hono<AppEnv>) {
  mountOperations(api, apiPaths, {
    listStores: listStoresHandler,
    getStore: getStoreHandler,
  });
}

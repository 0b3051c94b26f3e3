import type { Hono } from 'hono';
import { apiPaths } from '@/api/paths';
import type { AppEnv } from '@/server/http/context';
import { mountOperations } from '../route-helpers';
import { mapStateShapesHandler, mapStyleHandler } from './map.handlers';

export function registerMapRoutes(api: Hono<AppEnv>) {
  mountOperations(api, apiPaths, {
    mapStyle: mapStyleHandler,
    mapStateShapes: mapStateShapesHandler,
  });
}

import type { Hono } from 'hono';
import { apiPaths } from '@/api/paths';
import type { AppEnv } from '@/server/http/context';
import { honoPath } from '../route-helpers';
import { mapStateShapesHandler, mapStyleHandler } from './map.handlers';

export function registerMapRoutes(api: Hono<AppEnv>) {
  api.get(honoPath(apiPaths.mapStyle), ...mapStyleHandler);
  api.get(honoPath(apiPaths.mapStateShapes), ...mapStateShapesHandler);
}

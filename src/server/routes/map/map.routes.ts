import type { Hono } from 'hono';
import { apiPaths } from '@/api/paths';
import type { AppEnv } from '@/server/http/context';
import { mountOperations } from '../route-helpers';
import { findPlacesHandler, mapCountyLinesHandler, mapMajorCitiesHandler, mapStateShapesHandler, mapStyleHandler } from './map.handlers';

export function registerMapRoutes(api: Hono<AppEnv>) {
  mountOperations(api, apiPaths, {
    mapStyle: mapStyleHandler,
    mapStateShapes: mapStateShapesHandler,
    mapCountyLines: mapCountyLinesHandler,
    mapMajorCities: mapMajorCitiesHandler,
    findPlaces: findPlacesHandler,
  });
}

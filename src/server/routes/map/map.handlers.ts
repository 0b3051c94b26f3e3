import { createFactory } from 'hono/factory';
import { API_HEADERS } from '@/api/common';
import { apiPaths } from '@/api/paths';
import type { AppEnv } from '@/server/http/context';
import { sendEncodedJson } from '@/server/http/encoded-json';
import { findBrandColors } from '@/server/services/map/brand-colors';
import { countyLinesJson } from '@/server/services/map/county-lines';
import { majorCitiesJson } from '@/server/services/map/major-cities';
import { buildMapStyle } from '@/server/services/map/map-style';
import { findPlaces } from '@/server/services/map/place-search';
import { stateShapesJson } from '@/server/services/map/state-shapes';
import { validateQuery } from '../route-helpers';

const factory = createFactory<AppEnv>();

/**
 * GET map/style.json: our offline MapLibre style in the request brand's colours, or a redirect to
 * MAP_STYLE_URL when one is configured (real vector tiles; the client follows it unchanged).
 */
export const mapStyleHandler = factory.createHandlers(async (c) => {
  const styleUrl = c.get('config').MAP_STYLE_URL;
  if (styleUrl) return c.redirect(styleUrl, 302);
  const colors = await findBrandColors(c.get('db'), c.get('orderingAppId'));
  // MapLibre loads sources from its worker, where a relative URL has no page to resolve against.
  const absolute = (path: string) => new URL(`/api${path}`, c.req.url).href;
  c.header('Cache-Control', apiPaths.mapStyle.cacheControl);
  // The brand may come from a header rather than the URL: caches must keep one copy per brand.
  c.header('Vary', API_HEADERS.orderingAppId);
  return c.json(
    buildMapStyle({
      stateShapesUrl: absolute(apiPaths.mapStateShapes.path),
      countyLinesUrl: absolute(apiPaths.mapCountyLines.path),
      majorCitiesUrl: absolute(apiPaths.mapMajorCities.path),
      primaryColor: colors?.primaryColor ?? '',
      secondaryColor: colors?.secondaryColor ?? '',
    }),
  );
});

/** GET map/us-states.geojson: the state shapes, decoded and gzipped once per process. */
export const mapStateShapesHandler = factory.createHandlers(async (c) => {
  const answer = await stateShapesJson();
  c.header('Cache-Control', apiPaths.mapStateShapes.cacheControl);
  return sendEncodedJson(c, answer);
});

/** GET map/v1/us-counties.geojson: county borders, decoded and gzipped once per process; the path names the data. */
export const mapCountyLinesHandler = factory.createHandlers(async (c) => {
  const answer = await countyLinesJson();
  c.header('Cache-Control', apiPaths.mapCountyLines.cacheControl);
  return sendEncodedJson(c, answer);
});

/** GET map/v1/us-cities.geojson: each state's major cities, selected and gzipped once per process. */
export const mapMajorCitiesHandler = factory.createHandlers(async (c) => {
  const answer = await majorCitiesJson();
  c.header('Cache-Control', apiPaths.mapMajorCities.cacheControl);
  return sendEncodedJson(c, answer);
});

/**
 * GET map/places?q=: where a zip or a city is, for the locator's 'nearest first'. Public data only (no
 * brand, store or user in it), so any cache may keep an answer for a day.
 */
export const findPlacesHandler = factory.createHandlers(validateQuery(apiPaths.findPlaces.query), (c) => {
  const { q } = c.req.valid('query');
  c.header('Cache-Control', apiPaths.findPlaces.cacheControl);
  return c.json({ data: findPlaces(q) });
});

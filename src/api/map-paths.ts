import { mapStyleSchema, stateShapesSchema } from './map';
import type { ApiOperation } from './operation';

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
} as const satisfies Record<string, ApiOperation>;

import { createFactory } from 'hono/factory';
import { API_HEADERS } from '@/api/common';
import { apiPaths } from '@/api/paths';
import type { AppEnv } from '@/server/http/context';
import { sendEncodedJson } from '@/server/http/encoded-json';
import { findBrandColors } from '@/server/services/map/brand-colors';
import { buildMapStyle } from '@/server/services/map/map-style';
import { stateShapesJson } from '@/server/services/map/state-shapes';

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
  const stateShapesUrl = new URL(`/api${apiPaths.mapStateShapes.path}`, c.req.url).href;
  c.header('Cache-Control', apiPaths.mapStyle.cacheControl);
  // The brand may come from a header rather than the URL: caches must keep one copy per brand.
  c.header('Vary', API_HEADERS.orderingAppId);
  return c.json(buildMapStyle({ stateShapesUrl, primaryColor: colors?.primaryColor ?? '', secondaryColor: colors?.secondaryColor ?? '' }));
});

/** GET map/us-states.geojson: the state shapes, decoded and gzipped once per process. */
export const mapStateShapesHandler = factory.createHandlers(async (c) => {
  const answer = await stateShapesJson();
  c.header('Cache-Control', apiPaths.mapStateShapes.cacheControl);
  return sendEncodedJson(c, answer);
});

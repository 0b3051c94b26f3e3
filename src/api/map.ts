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

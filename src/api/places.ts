import * as z from 'zod/mini';

/**
 * The locator's place search (issue 21): where a zip or a city is, so the stores can be ordered by
 * distance from it. Apart from the map's contracts (./map.ts): the locator page reads these, the
 * lazily loaded map reads those, and neither should load the other's.
 */

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

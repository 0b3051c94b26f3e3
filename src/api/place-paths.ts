import type { ApiOperation } from './operation';
import { placeSearchQuerySchema, placesSchema } from './places';

/** The locator's place search (issue 21): public data, no brand, store or user in it. */
export const placePaths = {
  findPlaces: {
    method: 'get',
    path: '/map/places',
    summary: "Where a zip code or a city is (the locator's search orders stores by distance from it): up to 5 matches, best first; an empty list when none",
    tag: 'map',
    query: placeSearchQuerySchema,
    response: placesSchema,
    errors: [400],
    cacheControl: 'public, max-age=86400',
  },
} as const satisfies Record<string, ApiOperation>;

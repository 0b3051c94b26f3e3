import * as z from 'zod/mini';
import { PRODUCT_ART_PATH, productArtQuerySchema } from './art';
import type { ApiOperation } from './operation';

/** Generated product art (README "Product art"): public like the catalog, read by <img> by URL. */
export const artPaths = {
  getProductArt: {
    method: 'get',
    path: PRODUCT_ART_PATH,
    summary: "A product's generated picture (image/svg+xml): category pictogram, strain-type colours, brand wordmark, a pattern from its name",
    tag: 'catalog',
    query: productArtQuerySchema,
    response: z.string(),
    errors: [400],
    cacheControl: 'public, max-age=31536000, immutable',
  },
} as const satisfies Record<string, ApiOperation>;

import * as z from 'zod/mini';
import { PRODUCT_ART_PATH, PRODUCT_CARD_PATH, productArtQuerySchema, productCardQuerySchema } from './art';
import { productIdParamSchema } from './inventory';
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
  getProductCard: {
    method: 'get',
    path: PRODUCT_CARD_PATH,
    summary:
      "A product's share card for link previews (image/png, 1200 × 630): its generated art on its strain's colour, no text. A product of the host's brand only; kept for good when `v` is the current drawing's, an hour otherwise (ETag either way)",
    tag: 'catalog',
    params: productIdParamSchema,
    query: productCardQuerySchema,
    response: z.string(),
    errors: [400, 404, 503],
    answers: ['image/png'],
  },
} as const satisfies Record<string, ApiOperation>;

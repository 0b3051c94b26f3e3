import { createFactory } from 'hono/factory';
import { apiPaths } from '@/api/paths';
import type { AppEnv } from '@/server/http/context';
import { productArtSvg } from '@/server/services/art/product-art';
import { validateQuery } from '../route-helpers';

const factory = createFactory<AppEnv>();
const operation = apiPaths.getProductArt;

/**
 * GET p/art/v1/product.svg: a product's generated picture. The answer depends on the query alone
 * (no brand, store or user), so every cache may keep it for a year. Every text in it is escaped, and
 * it is served as an image that can never run or load anything, even opened as a page.
 */
export const productArtHandler = factory.createHandlers(validateQuery(operation.query), (c) => {
  const { category, strain, brand, name } = c.req.valid('query');
  return c.body(productArtSvg({ category, strain, brand, name }), 200, {
    'Content-Type': 'image/svg+xml; charset=utf-8',
    'Cache-Control': operation.cacheControl,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  });
});

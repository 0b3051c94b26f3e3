import { createFactory } from 'hono/factory';
import { apiPaths } from '@/api/paths';
import type { AppEnv } from '@/server/http/context';
import { validate } from '@/server/http/validate';
import { productArtSvg } from '@/server/services/art/product-art';
import { productCardDrawing, productCardVersion } from '@/server/services/art/product-card-link';
import { productCardPng } from '@/server/services/art/product-card-renderer';
import { getProduct } from '@/server/services/catalog/inventory-service';
import { validateQuery } from '../route-helpers';

const factory = createFactory<AppEnv>();
const operation = apiPaths.getProductArt;
const card = apiPaths.getProductCard;

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

/** A card link made for the drawing being served: kept for good. Any other (an old link, none): an hour. */
export const CARD_CACHE_CURRENT = 'public, max-age=31536000, immutable';
export const CARD_CACHE_OTHER = 'public, max-age=3600';

/**
 * GET p/art/v1/products/{id}/card.png: a product's share card (issue 22), the og:image of its page.
 * The product is looked up as its page does (the host's brand only, not when hidden from every usage
 * type), so an id of another brand or none answers 404 and an id is all a caller can choose: only real
 * products are ever drawn. The ETag names the drawing, so a revalidation costs a lookup, not a render.
 */
export const productCardHandler = factory.createHandlers(validate('param', card.params), validateQuery(card.query), async (c) => {
  const product = await getProduct(c.get('db'), { id: Number(c.req.valid('param').id), orderingAppId: c.get('orderingAppId'), now: new Date() });
  const drawing = productCardDrawing(product);
  const version = productCardVersion(drawing);
  const etag = `"card-${version}"`;
  const headers = {
    'Cache-Control': c.req.valid('query').v === version ? CARD_CACHE_CURRENT : CARD_CACHE_OTHER,
    ETag: etag,
    'X-Content-Type-Options': 'nosniff',
  };
  const asked = c.req.header('if-none-match');
  if (asked && asked.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return c.body(null, 304, headers);
  return c.body(await productCardPng(drawing), 200, { ...headers, 'Content-Type': 'image/png' });
});

import { createFactory } from 'hono/factory';
import type { Hono } from 'hono';
import { apiPaths } from '@/api/paths';
import type { AppEnv } from '@/server/http/context';
import { validate } from '@/server/http/validate';
import { findSpecial, listStoreSpecials } from '@/server/services/catalog/specials-service';
import { mountOperations, requireStoreId, validateQuery } from '../route-helpers';

const factory = createFactory<AppEnv>();

/** GET p/specials/op/store-discount: the store's running specials of every kind (part 1 §3, §7). */
export const storeDiscountHandler = factory.createHandlers(validateQuery(apiPaths.storeDiscounts.query), async (c) => {
  const query = c.req.valid('query');
  const data = await listStoreSpecials(c.get('db'), {
    storeId: requireStoreId(c, query.store_id),
    orderingAppId: c.get('orderingAppId'),
    usage: query.usage_type,
    now: new Date(),
  });
  return c.json({ data, rows: data.length, total_rows: data.length });
});

/** GET p/specials/{key}: one running special by id, or by slug at the store (the /special/{slug} page). */
export const getSpecialHandler = factory.createHandlers(
  validate('param', apiPaths.getSpecial.params),
  validateQuery(apiPaths.getSpecial.query),
  async (c) => {
    const { key } = c.req.valid('param');
    const query = c.req.valid('query');
    const special = await findSpecial(c.get('db'), {
      key,
      storeId: query.store_id ?? c.get('headerStoreId'),
      orderingAppId: c.get('orderingAppId'),
      usage: query.usage_type,
      now: new Date(),
    });
    return c.json(special);
  },
);

export function registerSpecialRoutes(api: Hono<AppEnv>) {
  mountOperations(api, apiPaths, {
    storeDiscounts: storeDiscountHandler,
    getSpecial: getSpecialHandler,
  });
}

import { createFactory } from 'hono/factory';
import type { Hono } from 'hono';
import { apiPaths } from '@/api/paths';
import type { AppEnv } from '@/server/http/context';
import { storeInventoryBreakdown } from '@/server/services/catalog/startup-service';
import { mountOperations, validateQuery } from '../route-helpers';

const factory = createFactory<AppEnv>();

/**
 * GET p/ordering_apps/op/store-inventory-breakdown: the startup read (part 1 §7). The brand comes from
 * the brand middleware (x-ordering-app-id, ?brand=, ?host= or the Host header).
 */
export const storeInventoryBreakdownHandler = factory.createHandlers(
  validateQuery(apiPaths.storeInventoryBreakdown.query),
  async (c) => {
    const query = c.req.valid('query');
    return c.json(
      await storeInventoryBreakdown(c.get('db'), {
        orderingAppId: c.get('orderingAppId'),
        storeSlug: query.store_slug,
        usage: query.usage_type,
      }),
    );
  },
);

export function registerOrderingAppRoutes(api: Hono<AppEnv>) {
  mountOperations(api, apiPaths, {
    storeInventoryBreakdown: storeInventoryBreakdownHandler,
  });
}

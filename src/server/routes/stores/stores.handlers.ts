import { and, eq } from 'drizzle-orm';
import { createFactory } from 'hono/factory';
import { apiPaths } from '@/api/paths';
import type { AppEnv } from '@/server/http/context';
import { notFound } from '@/server/http/errors';
import { validate } from '@/server/http/validate';
import { stores } from '@/server/db/schema';
import { STORE_NOT_FOUND } from '@/server/services/catalog/inventory-service';
import { toStore } from '@/server/services/catalog/store-mapper';
import { upcomingHourExceptions } from '@/server/services/catalog/store-hour-exceptions';
import { findStoreRow, inventoryBreakdown, listStores } from '@/server/services/catalog/stores-service';
import { validateQuery } from '../route-helpers';

const factory = createFactory<AppEnv>();
const csv = (value: string | undefined) => value?.split(',').map((item) => item.trim());

/** GET p/stores: the request brand's stores by ids, by id, or delivering to zips (part 1 §7). */
export const listStoresHandler = factory.createHandlers(validateQuery(apiPaths.listStores.query), async (c) => {
  const query = c.req.valid('query');
  const data = await listStores(c.get('db'), {
    orderingAppId: c.get('orderingAppId'),
    ids: csv(query.ids)?.map(Number),
    id: query.id,
    deliveryZips: csv(query.delivery_zips),
    order: query.order_by,
  });
  return c.json({ data, rows: data.length, total_rows: data.length });
});

/** GET p/stores/{id}: one store of the brand; view=inventory-category-breakdown adds its breakdown. */
export const getStoreHandler = factory.createHandlers(
  validate('param', apiPaths.getStore.params),
  validateQuery(apiPaths.getStore.query),
  async (c) => {
    const { id } = c.req.valid('param');
    const query = c.req.valid('query');
    const db = c.get('db');
    const row = await findStoreRow(db, and(eq(stores.id, id), eq(stores.orderingAppId, c.get('orderingAppId')))!);
    if (!row) throw notFound(STORE_NOT_FOUND);
    const breakdown =
      query.view === 'inventory-category-breakdown' ? await inventoryBreakdown(db, row, query.usage_type) : undefined;
    const exceptions = await upcomingHourExceptions(db, [row], new Date());
    return c.json(toStore(row, breakdown, exceptions.get(row.id)));
  },
);

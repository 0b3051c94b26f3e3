import { createFactory } from 'hono/factory';
import { staffPaths } from '@/api/staff-paths';
import type { TerminalSettings } from '@/api/staff';
import { requirePortalUser } from '@/server/http/auth';
import type { AppEnv } from '@/server/http/context';
import { validate } from '@/server/http/validate';
import { orderQueue } from '@/server/services/staff/order-queue';
import { assertWorksAt } from '@/server/services/staff/staff-access';
import { staffOrderView, storeOrder } from '@/server/services/staff/staff-order';
import { myStores } from '@/server/services/staff/staff-stores';
import { updateOrderStatus } from '@/server/services/staff/update-order-status';
import { outboxOptions } from '../users/outbox-options';

const factory = createFactory<AppEnv>();

/** GET p/terminal-settings: the queue refresh and kiosk idle timing (public; tests shorten them). */
export const terminalSettingsHandler = factory.createHandlers((c) => {
  const config = c.get('config');
  const settings: TerminalSettings = {
    queue_refresh_seconds: config.STAFF_QUEUE_REFRESH_SECONDS,
    kiosk_idle_seconds: config.KIOSK_IDLE_SECONDS,
    kiosk_reset_countdown_seconds: config.KIOSK_RESET_COUNTDOWN_SECONDS,
  };
  return c.json(settings);
});

/** GET staff/op/my-stores: the stores the portal user works at. */
export const staffStoresHandler = factory.createHandlers(requirePortalUser, async (c) => {
  const data = await myStores(c.get('db'), c.get('user'));
  return c.json({ data, rows: data.length, total_rows: data.length });
});

/** POST staff/op/order-queue: one of my stores' orders of the last 72 hours (403 for another store). */
export const orderQueueHandler = factory.createHandlers(requirePortalUser, validate('json', staffPaths.orderQueue.body), async (c) => {
  const body = c.req.valid('json');
  await assertWorksAt(c.get('db'), c.get('user'), body.store_id);
  return c.json(await orderQueue(c.get('db'), body.store_id, body.statuses));
});

/** POST staff/op/update-order-status: a workflow move, recorded and told to the customer; answers the order after it. */
export const updateOrderStatusHandler = factory.createHandlers(requirePortalUser, validate('json', staffPaths.updateOrderStatus.body), async (c) => {
  const body = c.req.valid('json');
  const db = c.get('db');
  await assertWorksAt(db, c.get('user'), body.store_id);
  const order = await updateOrderStatus(db, c.get('user'), body, outboxOptions(c));
  return c.json(await staffOrderView(db, c.get('user'), order));
});

/** GET staff/orders/{id}?store_id=: one placed order of my store with its customer and history. */
export const staffOrderHandler = factory.createHandlers(
  requirePortalUser,
  validate('param', staffPaths.staffOrder.params),
  validate('query', staffPaths.staffOrder.query),
  async (c) => {
    const db = c.get('db');
    const { store_id: storeId } = c.req.valid('query');
    await assertWorksAt(db, c.get('user'), storeId);
    const order = await storeOrder(db, storeId, c.req.valid('param').id);
    return c.json(await staffOrderView(db, c.get('user'), order));
  },
);

import type { Context } from 'hono';
import { createFactory } from 'hono/factory';
import { staffOrderPaths } from '@/api/staff-orders';
import { requirePortalUser } from '@/server/http/auth';
import type { AppEnv } from '@/server/http/context';
import { idempotentWrite, requiredIdempotencyKey, requireIdempotencyKey } from '@/server/http/idempotency';
import { validate } from '@/server/http/validate';
import { assertWorksAt } from '@/server/services/staff/staff-access';
import { abandonStaffOrder } from '@/server/services/staff-orders/abandon-order';
import { searchCustomers } from '@/server/services/staff-orders/customer-search';
import { staffAddItem } from '@/server/services/staff-orders/staff-add-item';
import { staffCartAnswer, staffCartEnvelope } from '@/server/services/staff-orders/staff-cart-answer';
import { staffCart, startedOrder, type StaffCartRef } from '@/server/services/staff-orders/staff-carts';
import { removeStaffItem, updateStaffQuantity } from '@/server/services/staff-orders/staff-lines';
import { startStaffOrder } from '@/server/services/staff-orders/start-order';
import { submitStaffOrder } from '@/server/services/staff-orders/submit-staff-order';
import { outboxOptions } from '../users/outbox-options';
import { validateQuery } from '../route-helpers';
import { validateStartOrder } from './start-order-fields';

const factory = createFactory<AppEnv>();

/** Staff orders act at one of the staff member's stores: 403 'You do not work at this store.' otherwise. */
async function atMyStore(c: Context<AppEnv>, storeId: number) {
  await assertWorksAt(c.get('db'), c.get('user'), storeId);
}

/** The started order after a write, read again and priced for the staff screens. */
async function answerStaffCart(c: Context<AppEnv>, ref: StaffCartRef) {
  const db = c.get('db');
  return c.json(await staffCartAnswer(db, c.get('user'), await staffCart(db, c.get('user'), ref)));
}

/** GET users/op/user_search_slim?search=&store_id=: customers of the brand by name, email or phone. */
export const userSearchSlimHandler = factory.createHandlers(requirePortalUser, validateQuery(staffOrderPaths.userSearchSlim.query), async (c) => {
  const query = c.req.valid('query');
  await atMyStore(c, query.store_id);
  const { data, total } = await searchCustomers(c.get('db'), c.get('user').orderingAppId, query.search);
  return c.json({ data, rows: data.length, total_rows: total });
});

/** POST staff/op/start-order: a new started order (409 StaffOrderInProgress while one is pending). */
export const startOrderHandler = factory.createHandlers(requirePortalUser, idempotentWrite, validateStartOrder, async (c) => {
  const body = c.req.valid('json');
  await atMyStore(c, body.store_id);
  const db = c.get('db');
  return c.json(await staffCartEnvelope(db, c.get('user'), await startStaffOrder(db, c.get('user'), body)));
});

/** POST staff/op/get-order: the order I started at the store and have not placed, or nulls. */
export const getOrderHandler = factory.createHandlers(requirePortalUser, validate('json', staffOrderPaths.staffGetOrder.body), async (c) => {
  const body = c.req.valid('json');
  await atMyStore(c, body.store_id);
  const db = c.get('db');
  return c.json(await staffCartEnvelope(db, c.get('user'), await startedOrder(db, c.get('user'), body.store_id)));
});

export const addItemHandler = factory.createHandlers(requirePortalUser, idempotentWrite, validate('json', staffOrderPaths.staffAddItem.body), async (c) => {
  const body = c.req.valid('json');
  await atMyStore(c, body.store_id);
  const cart = await staffAddItem(c.get('db'), c.get('user'), body);
  return answerStaffCart(c, { store_id: body.store_id, cart_id: cart.id });
});

export const updateQuantityHandler = factory.createHandlers(requirePortalUser, idempotentWrite, validate('json', staffOrderPaths.staffUpdateQuantity.body), async (c) => {
  const body = c.req.valid('json');
  await atMyStore(c, body.store_id);
  await updateStaffQuantity(c.get('db'), c.get('user'), body);
  return answerStaffCart(c, body);
});

export const removeItemHandler = factory.createHandlers(requirePortalUser, idempotentWrite, validate('json', staffOrderPaths.staffRemoveItem.body), async (c) => {
  const body = c.req.valid('json');
  await atMyStore(c, body.store_id);
  await removeStaffItem(c.get('db'), c.get('user'), body);
  return answerStaffCart(c, body);
});

/** POST staff/op/submit-order: places the order once per Idempotency-Key (required; it names the order); it joins the queue. */
export const submitOrderHandler = factory.createHandlers(requirePortalUser, requireIdempotencyKey, validate('json', staffOrderPaths.staffSubmitOrder.body), async (c) => {
  const body = c.req.valid('json');
  await atMyStore(c, body.store_id);
  const order = await submitStaffOrder(c.get('db'), c.get('user'), body, requiredIdempotencyKey(c), outboxOptions(c));
  return c.json(await staffCartAnswer(c.get('db'), c.get('user'), order));
});

/** POST staff/op/abandon-order: the admin cancel of a started order. */
export const abandonOrderHandler = factory.createHandlers(requirePortalUser, idempotentWrite, validate('json', staffOrderPaths.staffAbandonOrder.body), async (c) => {
  const body = c.req.valid('json');
  await atMyStore(c, body.store_id);
  const order = await abandonStaffOrder(c.get('db'), c.get('user'), body);
  return c.json(await staffCartAnswer(c.get('db'), c.get('user'), order));
});

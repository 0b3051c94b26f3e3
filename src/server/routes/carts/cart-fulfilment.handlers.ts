import { createFactory } from 'hono/factory';
import { attachAddressBodySchema, updateCurbsideBodySchema, updateDeliveryWindowBodySchema, updateOrderTypeBodySchema } from '@/api/cart';
import { apiPaths } from '@/api/paths';
import { requireUser } from '@/server/http/auth';
import type { AppEnv } from '@/server/http/context';
import { validate } from '@/server/http/validate';
import { attachAddress } from '@/server/services/carts/cart-address';
import { updateCurbside, updateDeliveryWindow, updateOrderType } from '@/server/services/carts/cart-fulfilment';
import { validateDelivery } from '@/server/services/carts/validate-delivery';
import { onPendingCart, shopperOf } from './cart-request';

const factory = createFactory<AppEnv>();

/** POST carts/op/update-order-type: pickup, curbside, delivery or check-in where the store offers it. */
export const updateOrderTypeHandler = factory.createHandlers(requireUser, validate('json', updateOrderTypeBodySchema), async (c) => {
  const body = c.req.valid('json');
  return onPendingCart(c, body, (cart) => updateOrderType(c.get('db'), cart, body.order_type));
});

/** POST carts/op/update-curbside: curbside needs a vehicle description (part 2 §5 Checkout). */
export const updateCurbsideHandler = factory.createHandlers(requireUser, validate('json', updateCurbsideBodySchema), async (c) => {
  const body = c.req.valid('json');
  return onPendingCart(c, body, (cart) => updateCurbside(c.get('db'), cart, body.curbside_pickup, body.vehicle_description));
});

/** POST carts/op/attach-address-cart: a saved address of mine (else 404) or a new one, optionally saved. */
export const attachAddressHandler = factory.createHandlers(requireUser, validate('json', attachAddressBodySchema), async (c) => {
  const body = c.req.valid('json');
  return onPendingCart(c, body, (cart) => attachAddress(c.get('db'), c.get('user').id, cart, body));
});

/** POST carts/op/update-delivery-window: one of the windows the cart offers now. */
export const updateDeliveryWindowHandler = factory.createHandlers(requireUser, validate('json', updateDeliveryWindowBodySchema), async (c) => {
  const body = c.req.valid('json');
  return onPendingCart(c, body, (cart) => updateDeliveryWindow(c.get('db'), cart, body.delivery_start_time, body.delivery_end_time));
});

/** POST carts/op/validate-delivery: whether the store delivers to a zip, and whether the minimum is met. */
export const validateDeliveryHandler = factory.createHandlers(requireUser, validate('json', apiPaths.validateDelivery.body), async (c) =>
  c.json(await validateDelivery(c.get('db'), c.get('user'), shopperOf(c), c.req.valid('json'))),
);

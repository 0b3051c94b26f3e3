import { createFactory } from 'hono/factory';
import { attachAddressBodySchema, updateCurbsideBodySchema, updateDeliveryWindowBodySchema, updateOrderTypeBodySchema } from '@/api/cart';
import { apiPaths } from '@/api/paths';
import { requireUser } from '@/server/http/auth';
import type { AppEnv } from '@/server/http/context';
import { validate } from '@/server/http/validate';
import { attachAddress } from '@/server/services/carts/cart-address';
import { updateCurbside, updateDeliveryWindow, updateOrderType } from '@/server/services/carts/cart-fulfilment';
import { validateDelivery } from '@/server/services/carts/validate-delivery';
import { pendingCartWrite, shopperOf } from './cart-request';

const factory = createFactory<AppEnv>();

/** POST carts/op/update-order-type: pickup, curbside, delivery or check-in where the store offers it. */
export const updateOrderTypeHandler = pendingCartWrite(updateOrderTypeBodySchema, (c, cart, body) =>
  updateOrderType(c.get('db'), cart, body.order_type),
);

/** POST carts/op/update-curbside: curbside needs a vehicle description (part 2 §5 Checkout). */
export const updateCurbsideHandler = pendingCartWrite(updateCurbsideBodySchema, (c, cart, body) =>
  updateCurbside(c.get('db'), cart, body.curbside_pickup, body.vehicle_description),
);

/** POST carts/op/attach-address-cart: a saved address of mine (else 404) or a new one, optionally saved. */
export const attachAddressHandler = pendingCartWrite(attachAddressBodySchema, (c, cart, body) =>
  attachAddress(c.get('db'), c.get('user').id, cart, body),
);

/** POST carts/op/update-delivery-window: one of the windows the cart offers now. */
export const updateDeliveryWindowHandler = pendingCartWrite(updateDeliveryWindowBodySchema, (c, cart, body) =>
  updateDeliveryWindow(c.get('db'), cart, body.delivery_start_time, body.delivery_end_time),
);

/** POST carts/op/validate-delivery: whether the store delivers to a zip, and whether the minimum is met. */
export const validateDeliveryHandler = factory.createHandlers(requireUser, validate('json', apiPaths.validateDelivery.body), async (c) =>
  c.json(await validateDelivery(c.get('db'), c.get('user'), shopperOf(c), c.req.valid('json'))),
);

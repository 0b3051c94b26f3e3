import { createFactory } from 'hono/factory';
import { apiPaths } from '@/api/paths';
import { requireUser } from '@/server/http/auth';
import type { AppEnv } from '@/server/http/context';
import { validate } from '@/server/http/validate';
import { cartAnswer } from '@/server/services/carts/cart-answer';
import { openCart, ownCart } from '@/server/services/carts/cart-records';
import { myOrders, slimOrders } from '@/server/services/carts/order-lists';
import { blankBodyAsEmptyObject } from '../users/empty-body';
import { shopperOf } from './cart-request';

const factory = createFactory<AppEnv>();

/** POST carts/op/get-cart: my open cart priced now, with warnings for what changed since I saw it; null when none. */
export const getCartHandler = factory.createHandlers(requireUser, blankBodyAsEmptyObject, validate('json', apiPaths.getCart.body), async (c) => {
  const cart = await openCart(c.get('db'), shopperOf(c));
  return c.json({ cart: cart ? await cartAnswer(c.get('db'), c.get('user'), cart) : null });
});

/** GET carts/{id}: one of my carts or orders as { data: [cart] } (the receipt view); any other id is 404. */
export const getCartByIdHandler = factory.createHandlers(requireUser, validate('param', apiPaths.getCartById.params), async (c) => {
  const cart = await ownCart(c.get('db'), shopperOf(c), { cart_id: Number(c.req.valid('param').id) });
  return c.json({ data: [await cartAnswer(c.get('db'), c.get('user'), cart)] });
});

/** POST carts/op/get-my-orders: Order History (statuses, order_by, limit up to 75). */
export const getMyOrdersHandler = factory.createHandlers(requireUser, blankBodyAsEmptyObject, validate('json', apiPaths.getMyOrders.body), async (c) =>
  c.json(await myOrders(c.get('db'), shopperOf(c), c.req.valid('json'))),
);

/** POST carts/op/carts-slim: my placed orders with their items, for the returns and inquiry pickers. */
export const cartsSlimHandler = factory.createHandlers(requireUser, blankBodyAsEmptyObject, validate('json', apiPaths.cartsSlim.body), async (c) =>
  c.json(await slimOrders(c.get('db'), shopperOf(c), c.req.valid('json'))),
);

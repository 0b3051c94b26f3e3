import { createFactory } from 'hono/factory';
import { addItemBodySchema, createCartBodySchema, removeItemBodySchema, updateNotesBodySchema, updateQuantityBodySchema } from '@/api/cart';
import { requireUser } from '@/server/http/auth';
import type { AppEnv } from '@/server/http/context';
import { validate } from '@/server/http/validate';
import { addItem } from '@/server/services/carts/add-item';
import { removeItem, updateNotes, updateQuantity } from '@/server/services/carts/cart-lines';
import { changePendingCart } from '@/server/services/carts/cart-records';
import { createCart } from '@/server/services/carts/create-cart';
import { answerCart, onPendingCart, pendingCartWrite, shopperOf } from './cart-request';

const factory = createFactory<AppEnv>();

/** POST carts/op/create-cart: my open cart for a store and usage type (abandon_existing drops one elsewhere). */
export const createCartHandler = factory.createHandlers(requireUser, validate('json', createCartBodySchema), async (c) =>
  answerCart(c, await createCart(c.get('db'), shopperOf(c), c.req.valid('json'))),
);

/** POST carts/op/add-item: the add-to-cart gate (part 1 §4) decides; opens a cart when none is open. */
export const addItemHandler = factory.createHandlers(requireUser, validate('json', addItemBodySchema), async (c) => {
  const added = await addItem(c.get('db'), c.get('user'), shopperOf(c), c.req.valid('json'));
  return answerCart(c, added.cart, { shopperFacts: added.shopperFacts });
});

export const removeItemHandler = pendingCartWrite(removeItemBodySchema, (c, cart, body) => removeItem(c.get('db'), cart, body.inventory_id));

/** POST carts/op/update-quantity: 1..min(sellable, 20) within the category limits (part 1 §5). */
export const updateQuantityHandler = pendingCartWrite(updateQuantityBodySchema, (c, cart, body) =>
  updateQuantity(c.get('db'), cart, body.inventory_id, body.quantity),
);

/** POST carts/op/update-notes: one UPDATE when the cart is mine and pending; else pendingCart answers why (404, 409). */
export const updateNotesHandler = factory.createHandlers(requireUser, validate('json', updateNotesBodySchema), async (c) => {
  const body = c.req.valid('json');
  const changed = await changePendingCart(c.get('db'), shopperOf(c), body, { notes: body.notes || null });
  if (changed) return answerCart(c, changed);
  return onPendingCart(c, body, (cart) => updateNotes(c.get('db'), cart, body.notes));
});

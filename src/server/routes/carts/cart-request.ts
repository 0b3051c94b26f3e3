import type { Context } from 'hono';
import { createFactory } from 'hono/factory';
import type * as z from 'zod/mini';
import { requireUser } from '@/server/http/auth';
import type { AppEnv } from '@/server/http/context';
import { validate } from '@/server/http/validate';
import { cartAnswer, type KnownFacts } from '@/server/services/carts/cart-answer';
import { ownCart, pendingCart, type CartRef, type CartRow, type Shopper } from '@/server/services/carts/cart-records';

const factory = createFactory<AppEnv>();

/** What every carts handler needs from the request: the signed-in shopper of the request's brand. */
export function shopperOf(c: Context<AppEnv>): Shopper {
  return { userId: c.get('user').id, orderingAppId: c.get('orderingAppId') };
}

/** Answers a cart (reconciled and priced now while pending, frozen once placed). */
export async function answerCart(c: Context<AppEnv>, cart: CartRow, known?: KnownFacts) {
  return c.json(await cartAnswer(c.get('db'), c.get('user'), cart, new Date(), known));
}

/**
 * A write on the shopper's pending cart (404 when not theirs, 409 when placed), answered with the cart
 * after it: the row the write answers (its last UPDATE ... RETURNING), else the cart read again.
 */
export async function onPendingCart(c: Context<AppEnv>, ref: CartRef, write: (cart: CartRow) => Promise<CartRow | undefined | void>) {
  const db = c.get('db');
  const cart = await pendingCart(db, shopperOf(c), ref);
  const after = await write(cart);
  return answerCart(c, after ?? (await ownCart(db, shopperOf(c), ref)));
}

/**
 * The handlers of a carts/op write on the pending cart: sign-in, the body checked by its contract
 * schema, then `change` on the shopper's pending cart, answered with the cart after it.
 */
export function pendingCartWrite<Body extends CartRef>(
  schema: z.ZodMiniType<Body>,
  change: (c: Context<AppEnv>, cart: CartRow, body: Body) => Promise<CartRow | undefined | void>,
) {
  return factory.createHandlers(requireUser, validate('json', schema), async (c) => {
    // The validator's answer is the schema's output; Hono's conditional input type cannot see that of a generic.
    const body = c.req.valid('json') as Body;
    return onPendingCart(c, body, (cart) => change(c, cart, body));
  });
}

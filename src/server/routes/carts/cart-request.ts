import type { Context } from 'hono';
import type { AppEnv } from '@/server/http/context';
import { cartAnswer } from '@/server/services/carts/cart-answer';
import { ownCart, pendingCart, type CartRef, type CartRow, type Shopper } from '@/server/services/carts/cart-records';

/** What every carts handler needs from the request: the signed-in shopper of the request's brand. */
export function shopperOf(c: Context<AppEnv>): Shopper {
  return { userId: c.get('user').id, orderingAppId: c.get('orderingAppId') };
}

/** Answers a cart (reconciled and priced now while pending, frozen once placed). */
export async function answerCart(c: Context<AppEnv>, cart: CartRow) {
  return c.json(await cartAnswer(c.get('db'), c.get('user'), cart));
}

/** A write on the shopper's pending cart (404 when not theirs, 409 when placed), answered with the cart after it. */
export async function onPendingCart(c: Context<AppEnv>, ref: CartRef, write: (cart: CartRow) => Promise<void>) {
  const db = c.get('db');
  const cart = await pendingCart(db, shopperOf(c), ref);
  await write(cart);
  return answerCart(c, await ownCart(db, shopperOf(c), ref));
}

import type { Database } from '@/server/db/client';
import type { OutboxOptions } from '@/server/services/outbox/outbox';
import { lockOwnCart, type CartRef, type CartRow, type Shopper } from './cart-records';
import { sendOrderNotice } from './order-notices';
import { placeOrder } from './place-order';
import type { UserRow } from './shopper-facts';
import { submitOnce } from './submit-once';

/**
 * carts/op/submit-cart (part 2 §4, §7; ARCHITECTURE.md "Data"). One transaction locks the cart row,
 * places it, takes its stock and records the shopper's 'order received' notice in the outbox, so a
 * crash never leaves an order nobody was told of. The idempotency key (the request's
 * Idempotency-Key) is stored on the order in that transaction, which makes retries safe: the same
 * key never makes two orders nor two notices; a retry, or a duplicate racing the first, is answered
 * with the order the key made.
 */
export async function submitCart(
  db: Database,
  user: UserRow,
  shopper: Shopper,
  request: CartRef,
  key: string,
  options: OutboxOptions,
  now = new Date(),
): Promise<CartRow> {
  return submitOnce(db, request, key, {
    isCallersOrder: (order) => order.userId === shopper.userId && order.orderingAppId === shopper.orderingAppId,
    lockCart: (tx) => lockOwnCart(tx, shopper, request),
    async place(tx, cart) {
      const order = await placeOrder(tx, user, cart, key, now);
      await sendOrderNotice(tx, user, order, 'placed', options);
      return order;
    },
  });
}

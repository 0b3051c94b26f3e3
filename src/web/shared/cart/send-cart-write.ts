import type { Cart } from '@/api/cart';
import { API_HEADERS } from '@/api/common';
import { ApiRequestError, GENERIC_ERROR } from '@/web/data/api-client';
import { createOutbox, type SendResult } from '@/web/data/outbox/outbox-engine';
import { userScope } from '@/web/data/outbox/scope-state';
import { worthRetrying } from '@/web/data/outbox/worth-retrying';
import { showToast } from '@/web/state/toasts';
import { isQueueable, postCartWrite, type CartWriteName, type CartWriteOptions, type QueueableCartWrite } from './cart-writes';

export const OFFLINE_CART_MESSAGES = {
  changeQueued: "You're offline. We'll send this change as soon as you're back online.",
  addQueued: "You're offline. We'll add it to your cart as soon as you're back online.",
  orderHeld: 'Waiting for connection',
  orderHeldDetail: "You're offline. Your order will be sent once, as soon as you're back online. Keep this page open or come back later.",
  orderPlaced: 'You are back online and your order was placed.',
  refusedPrefix: 'A change you made offline was not accepted',
} as const;

/** What the shopper is told when a write waits on the device. */
export const queuedMessage = (name: CartWriteName) => (name === 'addItem' ? OFFLINE_CART_MESSAGES.addQueued : OFFLINE_CART_MESSAGES.changeQueued);

const keyHeader = (key: string) => ({ [API_HEADERS.idempotencyKey]: key });

/**
 * The signed-in shopper's cart writes that wait for the network (README "Writes made offline"), in
 * the `user:N` scope of the one outbox, in order. A shopper whose session could not be renewed keeps
 * them until signed in again.
 */
export const cartOutbox = createOutbox<Cart>({
  inOrder: true,
  send: (_scope, write) => postCartWrite(write.name as QueueableCartWrite, write.body, { hideErrorToast: true, headers: keyHeader(write.key) }),
  retryLater: (error) => worthRetrying(error) || (error instanceof ApiRequestError && error.kind === 'unauthorized'),
});

export type CartWriteResult = SendResult<Cart>;

/**
 * The one way a cart write goes out. Lines, notes and Place Order of a signed-in shopper go through
 * the outbox: sent now, or kept on the device and sent once the network returns. The others (promo,
 * points, address, order type, window) need an answer at once, so they need the network. `key`, when
 * given, is the write's Idempotency-Key (Place Order's attempt key); a queued write gets one anyway.
 * A refusal is toasted unless the screen says it in place.
 */
export async function sendCartWrite(name: CartWriteName, body: object, userId: number | undefined, { key, ...options }: CartWriteOptions & { key?: string } = {}): Promise<CartWriteResult> {
  if (userId === undefined || !isQueueable(name)) {
    try {
      return { status: 'sent', value: await postCartWrite(name, body, { ...options, headers: key === undefined ? undefined : keyHeader(key) }) };
    } catch (error) {
      return { status: 'refused', error: error instanceof ApiRequestError ? error : new ApiRequestError(GENERIC_ERROR, 'server', undefined) };
    }
  }
  const result = await cartOutbox.send(userScope(userId), { name, body, key });
  if (result.status === 'refused') {
    const quiet = options.hideErrorToast || result.error.kind === 'cancelled' || result.error.kind === 'unauthorized';
    if (!quiet) showToast('error', result.error.message);
  }
  return result;
}

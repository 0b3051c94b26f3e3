import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { cartPaths } from '@/api/cart-paths';
import type { Cart } from '@/api/cart';
import { API_HEADERS } from '@/api/common';
import { ApiRequestError, GENERIC_ERROR } from '@/web/data/api-errors';
import { call, type CallInput } from '@/web/data/call';
import { createOutbox, type SendResult } from '@/web/data/outbox/outbox-engine';
import { userScope } from '@/web/data/outbox/scope-state';
import { worthRetrying } from '@/web/data/outbox/worth-retrying';
import { cartKeys, orderKeys } from '@/web/data/query-keys';
import { sessionState } from '@/web/state/session';
import { showToast } from '@/web/state/toasts';

/*
 * One cart write, from the screen to the wire: the write's name in the contract, the choice between
 * sending now and keeping it on the device (the one outbox), and the cart the server answers put
 * into the cache. Every cart change of the app goes through useCartWrite.
 */

/** The carts/op/* writes that answer the changed cart (src/api/cart-paths.ts). */
export type CartWriteName =
  | 'createCart'
  | 'addItem'
  | 'removeItem'
  | 'updateQuantity'
  | 'updateNotes'
  | 'applyPromoCode'
  | 'removePromoCode'
  | 'redeemLoyalty'
  | 'removeLoyalty'
  | 'attachAddressCart'
  | 'updateCurbside'
  | 'updateOrderType'
  | 'updateDeliveryWindow'
  | 'submitCart'
  | 'cancelOrder';

export interface CartWriteOptions {
  /** The screen shows the error itself (next to the field that caused it). */
  hideErrorToast?: boolean;
  successToast?: string;
  /** Extra headers (the offline queue's Idempotency-Key). */
  headers?: Record<string, string>;
}

/** Sends one cart write; the answer is the cart as the server now prices it. */
export function postCartWrite<Name extends CartWriteName>(name: Name, body: CartWriteBody<Name>, options: CartWriteOptions = {}): Promise<Cart> {
  const operation: CartWriteOperation = cartPaths[name];
  return call(operation, { body } as CallInput<CartWriteOperation>, options) as Promise<Cart>;
}

type CartWriteOperation = (typeof cartPaths)[CartWriteName];
/** What the body of the cart write `Name` may hold, from the contract. */
export type CartWriteBody<Name extends CartWriteName> = CallInput<(typeof cartPaths)[Name]>['body'];

/**
 * Puts a cart the server answered into the cache: the open cart while it is pending, the order view
 * always; a placed or cancelled order also refreshes the order lists. Server warnings (price changed,
 * sold out, limit changed) become persistent warning toasts (part 2 §8).
 */
export function storeCart(queryClient: QueryClient, userId: number | undefined, cart: Cart): void {
  for (const warning of cart.warnings) showToast('warning', warning.message, { persistent: true });
  queryClient.setQueryData(cartKeys.order(userId, cart.id), cart);
  if (cart.status === 'pending') {
    queryClient.setQueryData(cartKeys.open(userId), cart);
    return;
  }
  const open = queryClient.getQueryData<Cart | null>(cartKeys.open(userId));
  if (open?.id === cart.id) queryClient.setQueryData(cartKeys.open(userId), null);
  void queryClient.invalidateQueries({ queryKey: orderKeys.all });
  void queryClient.invalidateQueries({ queryKey: cartKeys.slim(userId) });
}

/** Cart writes that may wait for the network (README "Writes made offline"; sendCartWrite below). */
const QUEUEABLE_CART_WRITES = ['addItem', 'removeItem', 'updateQuantity', 'updateNotes', 'submitCart'] as const satisfies readonly CartWriteName[];
export type QueueableCartWrite = (typeof QUEUEABLE_CART_WRITES)[number];
export const isQueueable = (name: CartWriteName): name is QueueableCartWrite => (QUEUEABLE_CART_WRITES as readonly CartWriteName[]).includes(name);

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

/** Every cart write's mutation key starts with this, so 'Recalculating' can count only cart writes. */
export const CART_WRITE_KEY = cartKeys.writes;
const cartWriteKey = (name: CartWriteName) => [...CART_WRITE_KEY, name] as const;

export interface CartWriteHooks<Body> {
  /** The write's Idempotency-Key, the same on every attempt of it (Place Order's attempt key). */
  keyOf?: (body: Body) => string;
  onStart?: () => void;
  /** Sent and answered; the cart is already in the cache. */
  onSent?: (cart: Cart, body: Body) => unknown;
  /** Refused, or failed without being kept. */
  onFailed?: (error: Error, body: Body) => void;
}

/**
 * A mutation for one cart write that keeps the cache in step with the server's answer. Its data says
 * whether the write was sent or kept on the device for later ('queued', said in a toast unless the
 * screen says it in place); a refusal is its error.
 */
export function useCartWrite<Body extends object>(name: CartWriteName, options: CartWriteOptions & CartWriteHooks<Body> = {}) {
  const queryClient = useQueryClient();
  const { userId } = useSnapshot(sessionState);
  const { keyOf, onStart, onSent, onFailed, ...sendOptions } = options;
  return useMutation({
    mutationKey: cartWriteKey(name),
    // Runs with no network too: queueable writes wait on the device, the others fail with the offline message.
    networkMode: 'offlineFirst',
    mutationFn: async (body: Body) => {
      const result = await sendCartWrite(name, body, userId, { ...sendOptions, key: keyOf?.(body) });
      if (result.status === 'refused') throw result.error;
      return result;
    },
    onMutate: onStart,
    onSuccess: (result, body) => {
      if (result.status === 'queued') {
        if (!options.hideErrorToast) showToast('info', queuedMessage(name));
        return;
      }
      storeCart(queryClient, userId, result.value);
      return onSent?.(result.value, body);
    },
    onError: (error, body) => onFailed?.(error, body),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import type { Cart } from '@/api/cart';
import { cartKeys } from '@/web/data/query-keys';
import { sessionState } from '@/web/state/session';
import { showToast } from '@/web/state/toasts';
import { storeCart, type CartWriteName, type CartWriteOptions } from './cart-writes';
import { queuedMessage, sendCartWrite } from './send-cart-write';

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

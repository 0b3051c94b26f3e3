import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { cartKeys } from '@/web/data/query-keys';
import { sessionState } from '@/web/state/session';
import { showToast } from '@/web/state/toasts';
import { sendOrQueueCartWrite } from './cart-outbox';
import { isQueueable, postCartWrite, storeCart, type CartWriteName, type CartWriteOptions } from './cart-writes';


/** Every cart write's mutation key starts with this, so 'Recalculating' can count only cart writes. */
export const CART_WRITE_KEY = cartKeys.writes;
const cartWriteKey = (name: CartWriteName) => [...CART_WRITE_KEY, name] as const;

/** A mutation for one cart write that keeps the cache in step with the server's answer. */
export function useCartWrite<Body extends object>(name: CartWriteName, options: CartWriteOptions = {}) {
  const queryClient = useQueryClient();
  const { userId } = useSnapshot(sessionState);
  return useMutation({
    mutationKey: cartWriteKey(name),
    // Runs with no network too: queueable writes wait on the device, the others fail with the offline message.
    networkMode: 'offlineFirst',
    mutationFn: (body: Body) => {
      if (userId === undefined || !isQueueable(name)) return postCartWrite(name, body, options);
      // Lines and notes wait on the device when there is no network (issue 6).
      return sendOrQueueCartWrite(name, body, userId, options);
    },
    onSuccess: (cart) => storeCart(queryClient, userId, cart),
    onError: (error) => {
      // Kept for later (no network): said once, here, unless the screen says it in place.
      if (error.name === 'QueuedOfflineError' && !options.hideErrorToast) showToast('info', error.message);
    },
  });
}

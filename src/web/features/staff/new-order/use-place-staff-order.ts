import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { CART_ERROR_CODES, type Cart } from '@/api/cart';
import { ApiRequestError } from '@/web/data/api-errors';
import { attemptKey, forgetAttemptKey } from '@/web/shared/cart/idempotency-key';
import type { UnavailableLine } from '@/web/shared/cart/hooks/use-place-order';
import { sessionState } from '@/web/state/session';
import { staffKeys } from '@/web/data/query-keys';
import { postStaffCartWrite, storeStartedCart } from '../api/staff-order-writes';

/** The server answered a refusal: nothing was placed, so the next attempt takes a new key. */
const refused = (error: unknown): error is ApiRequestError => error instanceof ApiRequestError && error.status !== undefined && error.status >= 400 && error.status < 500;

/**
 * Place Order on the staff cart (staff/op/submit-order; part 2 §4, §6). As on the shopper's cart,
 * each attempt sends the order's idempotency key, kept until the order is placed or refused, so a
 * retry after a lost answer cannot place it twice. A placed order opens the staff order page
 * /order/{id}; a refusal rereads the started order (its warnings say what changed).
 */
export function usePlaceStaffOrder(storeId: number) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { userId } = useSnapshot(sessionState);
  const [unavailable, setUnavailable] = useState<UnavailableLine[]>([]);
  const mutation = useMutation({
    mutationFn: (cart: Cart) => postStaffCartWrite('staffSubmitOrder', { store_id: storeId, cart_id: cart.id }, { hideErrorToast: true, idempotencyKey: attemptKey(cart.id) }),
    onMutate: () => setUnavailable([]),
    onSuccess: async (order, cart) => {
      forgetAttemptKey(cart.id);
      storeStartedCart(queryClient, userId, storeId, order);
      // The queue shows the new order at once.
      void queryClient.invalidateQueries({ queryKey: staffKeys.store(userId, storeId), predicate: (query) => query.queryKey.includes('queue') });
      await navigate({ href: `/order/${order.id}` });
    },
    onError: (error, cart) => {
      if (!refused(error)) return;
      forgetAttemptKey(cart.id);
      if (error.body?.code === CART_ERROR_CODES.linesUnavailable && error.body.lines) setUnavailable(error.body.lines);
      void queryClient.invalidateQueries({ queryKey: staffKeys.startedOrder(userId, storeId) });
    },
  });
  return {
    place: (cart: Cart) => mutation.mutate(cart),
    placing: mutation.isPending,
    placed: mutation.isSuccess,
    error: mutation.error?.message,
    unavailable,
  };
}

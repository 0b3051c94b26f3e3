import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { subscribe, useSnapshot } from 'valtio';
import { CART_ERROR_CODES, type Cart } from '@/api/cart';
import { API_HEADERS } from '@/api/common';
import { ApiRequestError } from '@/web/data/api-client';
import { postCartWrite, storeCart } from '@/web/features/cart/api/cart-writes';
import { cartKeys } from '@/web/features/cart/api/cart-keys';
import { outboxState } from '@/web/data/outbox';
import { heldOrderState, sendOrQueueCartWrite } from '@/web/features/cart/api/cart-outbox';
import { sessionState } from '@/web/state/session';
import { cartRef } from '../model/cart-ref';
import { attemptKey, forgetAttemptKey } from '../model/idempotency-key';

/** The placed-order view (another feature's route, reached by its path). */
export const orderPath = (orderId: number) => `/order/${orderId}`;

/** A line Place Order could not sell, and why (submit-cart LinesUnavailable, ApiError.lines). */
export interface UnavailableLine {
  inventory_id: number;
  name: string;
  message: string;
}

/** The server answered a refusal, so nothing was made and the next attempt takes a new key. */
function refused(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError && error.status !== undefined && error.status >= 400 && error.status < 500;
}

/**
 * Place Order (part 2 §4 Place Order button; issue 5 submit-cart). Each attempt sends the cart's
 * idempotency key, kept until the order is placed, so a retry after a lost answer cannot order
 * twice. A placed order goes to /order/{id}. LinesUnavailable names each line that can no longer be
 * sold; every refusal refreshes the cart (its warnings say what changed); any failure keeps its message. Nothing typed is cleared.
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { userId } = useSnapshot(sessionState);
  const [unavailable, setUnavailable] = useState<UnavailableLine[]>([]);
  const [heldError, setHeldError] = useState<string | undefined>(undefined);
  const mutation = useMutation({
    // Runs with no network too: the order is then held on the device (never paused unseen).
    networkMode: 'offlineFirst',
    mutationFn: (cart: Cart) => {
      const key = attemptKey(cart.id);
      // With no network the order is held on the device and sent once on reconnect (issue 6).
      return userId === undefined
        ? postCartWrite('submitCart', cartRef(cart), { hideErrorToast: true, headers: { [API_HEADERS.idempotencyKey]: key } })
        : sendOrQueueCartWrite('submitCart', cartRef(cart), userId, { hideErrorToast: true, key });
    },
    onMutate: () => {
      setUnavailable([]);
      setHeldError(undefined);
    },
    onSuccess: async (order, cart) => {
      forgetAttemptKey(cart.id);
      storeCart(queryClient, userId, order);
      await navigate({ href: orderPath(order.id) });
    },
    onError: (error, cart) => {
      if (!refused(error)) return;
      forgetAttemptKey(cart.id);
      showRefusal(error);
    },
  });
  function showRefusal(error: ApiRequestError) {
    const body = error.body;
    if (body?.code === CART_ERROR_CODES.linesUnavailable && body.lines) setUnavailable(body.lines);
    // The server refused on what it sees now (stock, a moved price, a limit): show the cart as it is.
    void queryClient.invalidateQueries({ queryKey: cartKeys.open(userId) });
  }

  // An order held offline was sent on reconnect: open it, or show why the server refused it. Answers
  // that arrived while the shopper was on another screen were toasted there and are not replayed here.
  const { writes } = useSnapshot(outboxState);
  const waiting = writes.some((write) => write.name === 'submitCart');
  const onHeldAnswer = useRef<(answer: { placedOrderId?: number; refusal?: ApiRequestError }) => void>(undefined);
  useEffect(() => {
    onHeldAnswer.current = ({ placedOrderId, refusal }) => {
      if (placedOrderId !== undefined) void navigate({ href: orderPath(placedOrderId) });
      if (refusal) {
        setHeldError(refusal.message);
        showRefusal(refusal);
      }
    };
  });
  useEffect(() => {
    Object.assign(heldOrderState, { placedOrderId: undefined, refusal: undefined });
    return subscribe(heldOrderState, () => {
      const answer = { ...heldOrderState };
      if (answer.placedOrderId === undefined && !answer.refusal) return;
      Object.assign(heldOrderState, { placedOrderId: undefined, refusal: undefined });
      onHeldAnswer.current?.(answer);
    });
  }, []);

  return {
    place: (cart: Cart) => mutation.mutate(cart),
    placing: mutation.isPending,
    /** Place Order was pressed offline: the order waits on the device for the network. */
    waiting,
    /** Placed: the screen shows the way to the order, not the emptied cart, while the order view opens. */
    placed: mutation.isSuccess,
    error: mutation.error?.name === 'QueuedOfflineError' ? undefined : (mutation.error?.message ?? heldError),
    unavailable,
  };
}

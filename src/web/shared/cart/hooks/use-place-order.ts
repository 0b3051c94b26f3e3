import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { CART_ERROR_CODES, type Cart } from '@/api/cart';
import { ApiRequestError } from '@/web/data/api-errors';
import { useUserOutbox } from '@/web/data/outbox/use-user-outbox';
import { cartOutbox, useCartWrite } from '@/web/shared/cart/cart-write';
import { cartKeys } from '@/web/data/query-keys';
import { sessionState } from '@/web/state/session';
import { cartRef } from '../cart-ref';
import { attemptKey, forgetAttemptKey } from '../idempotency-key';

/** The placed-order view (another feature's route, reached by its path). */
export const orderPath = (orderId: number) => `/order/${orderId}`;

/** A line Place Order could not sell, and why (submit-cart LinesUnavailable, ApiError.lines). */
export interface UnavailableLine {
  inventory_id: number;
  name: string;
  message: string;
}

type CartRef = ReturnType<typeof cartRef>;

/** The server answered a refusal, so nothing was made and the next attempt takes a new key. */
function refused(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError && error.status !== undefined && error.status >= 400 && error.status < 500;
}

/**
 * Place Order (part 2 §4 Place Order button; README "The cart is the order"). Each attempt sends the cart's
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
  // The same write path as every cart write: with no network the order is held on the device and
  // sent once on reconnect (README "Writes made offline"), with the attempt's key as its Idempotency-Key.
  const write = useCartWrite<CartRef>('submitCart', {
    hideErrorToast: true,
    keyOf: (ref) => attemptKey(ref.cart_id),
    onStart: () => {
      setUnavailable([]);
      setHeldError(undefined);
    },
    onSent: async (order, ref) => {
      forgetAttemptKey(ref.cart_id);
      await navigate({ href: orderPath(order.id) });
    },
    onFailed: (error, ref) => {
      if (!refused(error)) return;
      forgetAttemptKey(ref.cart_id);
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
  const { writes } = useUserOutbox();
  const waiting = writes.some((queued) => queued.name === 'submitCart');
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
  useEffect(
    () =>
      cartOutbox.subscribe((event) => {
        if (event.write.name !== 'submitCart') return;
        onHeldAnswer.current?.(event.type === 'sent' ? { placedOrderId: event.value.id } : { refusal: event.error });
      }),
    [],
  );

  return {
    place: (cart: Cart) => write.mutate(cartRef(cart)),
    placing: write.isPending,
    /** Place Order was pressed offline: the order waits on the device for the network. */
    waiting,
    /** Placed: the screen shows the way to the order, not the emptied cart, while the order view opens. */
    placed: write.data?.status === 'sent',
    error: write.error?.message ?? heldError,
    unavailable,
  };
}

import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { ORDER_POLL_MS } from '@/domain/constants';
import { isFinalStatus, type OrderStatus } from '@/domain/order-status';
import { ApiRequestError } from '@/web/data/api-errors';
import { orderQueryOptions } from '@/web/shared/cart/cart-queries';
import { sessionState } from '@/web/state/session';

/** Orders are polled every 60 s until finished, cancelled or rejected (part 2 §4, §9). */
export function orderPollInterval(status: OrderStatus | undefined): number | false {
  return status !== undefined && isFinalStatus(status) ? false : ORDER_POLL_MS;
}

/**
 * Whether a failed read means "no such order for you": 404 (unknown or another user's order, part 2
 * §7), 403, or an empty `data` (the query function answers undefined, which the query rejects).
 */
export function isMissingOrder(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return true;
  return error.status === 404 || error.status === 403;
}

/** The order GET carts/{id} answers, refreshed every ORDER_POLL_MS until its status is final. */
export function useOrder(orderId: number) {
  const { userId } = useSnapshot(sessionState);
  const options = orderQueryOptions(userId, orderId);
  return useQuery({
    ...options,
    // A status moves on at the store (staff, kiosk): opening or reloading the page asks again at once,
    // showing the kept copy meanwhile, instead of trusting a copy up to a minute old.
    staleTime: 0,
    // Read from the query itself, so the poll stops on the very answer that reports a final status.
    refetchInterval: (query) => orderPollInterval(query.state.data?.status),
  });
}

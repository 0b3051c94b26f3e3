import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { cartPaths } from '@/api/cart-paths';
import type { OrderStatus } from '@/domain/order-status';
import { call } from '@/web/data/call';
import { cartKeys } from '@/web/data/query-keys';
import { sessionState } from '@/web/state/session';

/**
 * The signed-in shopper's orders in some statuses, with their items (carts/op/carts-slim), for the
 * order and product pickers (part 2 §3 "Return picker order", §4: returns list finished orders,
 * general and loyalty inquiries requested..finished). Under the private 'carts' root, so sign-out
 * drops it.
 */
export function contactOrdersQueryOptions(userId: number | undefined, statuses: readonly OrderStatus[]) {
  return queryOptions({
    queryKey: cartKeys.slimWith(userId, statuses),
    queryFn: ({ signal }) => call(cartPaths.cartsSlim, { body: { statuses: [...statuses] } }, { signal, hideErrorToast: true }),
    enabled: userId !== undefined && statuses.length > 0,
    staleTime: 60_000,
  });
}

export function useContactOrders(statuses: readonly OrderStatus[]) {
  const { userId } = useSnapshot(sessionState);
  return useQuery(contactOrdersQueryOptions(userId, statuses));
}

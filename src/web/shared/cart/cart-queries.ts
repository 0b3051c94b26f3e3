import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { cartPaths } from '@/api/cart-paths';
import type { Cart, OrderSummary } from '@/api/cart';
import type { OrderStatus } from '@/domain/order-status';
import { ApiRequestError } from '@/web/data/api-errors';
import { call } from '@/web/data/call';
import { sessionState } from '@/web/state/session';
import { cartKeys, orderKeys } from '@/web/data/query-keys';

/** The signed-in shopper's open cart (carts/op/get-cart), or null when none is open. */
export function openCartQueryOptions(userId: number | undefined) {
  return queryOptions({
    queryKey: cartKeys.open(userId),
    queryFn: async ({ signal }) => {
      const { cart } = await call(cartPaths.getCart, { body: {} }, { signal, hideErrorToast: true });
      return cart;
    },
    enabled: userId !== undefined,
    staleTime: 30_000,
  });
}

export function useOpenCart() {
  const { userId } = useSnapshot(sessionState);
  return useQuery(openCartQueryOptions(userId));
}

/** How many units the open cart holds (the header badge). */
export function cartUnitCount(cart: Cart | null | undefined): number {
  return cart?.cart_items.reduce((sum, item) => sum + item.quantity, 0) ?? 0;
}

/** One order or cart of the shopper (GET carts/{id}; the spec's receipt call answers data[0]). */
export function orderQueryOptions(userId: number | undefined, cartId: number, refetchInterval?: number | false) {
  return queryOptions({
    queryKey: cartKeys.order(userId, cartId),
    queryFn: async ({ signal }) => {
      const { data } = await call(cartPaths.getCartById, { params: { id: cartId } }, { signal, hideErrorToast: true });
      const [cart] = data;
      if (!cart) throw new ApiRequestError('Order not found.', 'api-down', 404);
      return cart;
    },
    enabled: userId !== undefined,
    refetchInterval,
  });
}

/** Order history (carts/op/get-my-orders) for one filter's statuses and order. */
export function myOrdersQueryOptions(
  userId: number | undefined,
  filter: string,
  body: { statuses?: readonly OrderStatus[]; order_by?: 'submitted_desc' | 'submitted_asc' },
) {
  return queryOptions({
    queryKey: orderKeys.list(userId, filter),
    queryFn: ({ signal }): Promise<{ data: OrderSummary[]; rows: number; total_rows: number }> =>
      call(cartPaths.getMyOrders, { body: { ...body, statuses: body.statuses && [...body.statuses] } }, { signal, hideErrorToast: true }),
    enabled: userId !== undefined,
  });
}

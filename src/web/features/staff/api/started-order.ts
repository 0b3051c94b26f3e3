import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { staffOrderPaths } from '@/api/staff-orders';
import { call } from '@/web/data/call';
import { sessionState } from '@/web/state/session';
import { staffKeys } from '@/web/data/query-keys';

/**
 * The pending order this staff member started at the store, priced now, with who it is for
 * (staff/op/get-order; both null when none). Read only by the screens that show it (the staff home,
 * the staff cart, the add-to-cart area): part 2 §4 "The staff cart is not auto-loaded at startup".
 */
export function startedOrderQueryOptions(userId: number | undefined, storeId: number | undefined) {
  return queryOptions({
    queryKey: staffKeys.startedOrder(userId, storeId),
    queryFn: ({ signal }) => call(staffOrderPaths.staffGetOrder, { body: { store_id: storeId! } }, { signal, hideErrorToast: true }),
    enabled: userId !== undefined && storeId !== undefined,
  });
}

export function useStartedOrder(storeId: number | undefined) {
  const { userId } = useSnapshot(sessionState);
  return useQuery(startedOrderQueryOptions(userId, storeId));
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { staffPaths } from '@/api/staff-paths';
import type { StaffOrder } from '@/api/staff';
import type { OrderStatus } from '@/domain/order-status';
import type { OrderStopReason } from '@/domain/order-stop-reasons';
import { call } from '@/web/data/call';
import { sessionState } from '@/web/state/session';
import { showToast } from '@/web/state/toasts';
import { staffActionDoneMessage } from '../transition-labels';
import { staffKeys } from '@/web/data/query-keys';

export interface StatusChangeInput {
  cartId: number;
  from: OrderStatus;
  to: OrderStatus;
  /** Why staff reject or cancel (README "Reports"); omitted for other moves. */
  reason?: OrderStopReason;
  reasonNote?: string;
}

/**
 * Moves an order along the staff workflow (staff/op/update-order-status; part 2 §6). On success it
 * toasts, keeps the answered order and refetches the store's queue at once (part 2 §4 "refreshes …
 * and at once after an action"). A refusal (409: the order moved on meanwhile) is toasted by the
 * client with the server's message, and the queue is refetched so the buttons match again.
 */
export function useUpdateOrderStatus(storeId: number) {
  const queryClient = useQueryClient();
  const { userId } = useSnapshot(sessionState);
  return useMutation({
    mutationFn: ({ cartId, to, reason, reasonNote }: StatusChangeInput): Promise<StaffOrder> =>
      call(staffPaths.updateOrderStatus, {
        body: { store_id: storeId, cart_id: cartId, status: to, ...(reason && { reason }), ...(reasonNote && { reason_note: reasonNote }) },
      }),
    onSuccess: (answer, input) => {
      showToast('success', staffActionDoneMessage(input.cartId, input.from, answer.order));
      queryClient.setQueryData(staffKeys.order(userId, storeId, input.cartId), answer);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.store(userId, storeId) }),
  });
}

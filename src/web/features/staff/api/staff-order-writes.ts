import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import type * as z from 'zod/mini';
import type { Cart } from '@/api/cart';
import { API_HEADERS } from '@/api/common';
import {
  staffOrderPaths,
  type StaffCartEnvelope,
  type StartStaffOrderBody,
  type staffAddItemBodySchema,
  type staffRemoveItemBodySchema,
  type staffSubmitOrderBodySchema,
  type staffUpdateQuantityBodySchema,
  type staffAbandonOrderBodySchema,
} from '@/api/staff-orders';
import { call, type CallInput } from '@/web/data/call';
import { sessionState } from '@/web/state/session';
import { staffKeys } from '@/web/data/query-keys';

/** The staff order writes that answer the priced cart (part 2 §7 staff order endpoints). */
interface StaffCartWriteBodies {
  staffAddItem: z.input<typeof staffAddItemBodySchema>;
  staffUpdateQuantity: z.input<typeof staffUpdateQuantityBodySchema>;
  staffRemoveItem: z.input<typeof staffRemoveItemBodySchema>;
  staffSubmitOrder: z.input<typeof staffSubmitOrderBodySchema>;
  staffAbandonOrder: z.input<typeof staffAbandonOrderBodySchema>;
}
export type StaffCartWriteName = keyof StaffCartWriteBodies;
type StaffCartWriteOperation = (typeof staffOrderPaths)[StaffCartWriteName];

/** Every staff order write's mutation key starts with this, so the staff cart can say 'Recalculating'. */
export const STAFF_CART_WRITE_KEY = staffKeys.writes;

/** A write's refusal is toasted unless the screen says it in place (`hideErrorToast`); `idempotencyKey` goes as the Idempotency-Key header. */
export function postStaffCartWrite<Name extends StaffCartWriteName>(name: Name, body: StaffCartWriteBodies[Name], { hideErrorToast = false, idempotencyKey }: { hideErrorToast?: boolean; idempotencyKey?: string } = {}): Promise<Cart> {
  const operation: StaffCartWriteOperation = staffOrderPaths[name];
  const headers = idempotencyKey === undefined ? undefined : { [API_HEADERS.idempotencyKey]: idempotencyKey };
  return call(operation, { body } as CallInput<StaffCartWriteOperation>, { hideErrorToast, headers });
}

/**
 * Keeps the started order in step with an answer: a pending cart replaces the started one (the
 * customer stays); a placed or abandoned one means no order is started any more.
 */
export function storeStartedCart(queryClient: QueryClient, userId: number | undefined, storeId: number, cart: Cart): void {
  queryClient.setQueryData<StaffCartEnvelope>(staffKeys.startedOrder(userId, storeId), (previous) =>
    cart.status === 'pending' ? { cart, customer: previous?.customer ?? null } : { cart: null, customer: null },
  );
}

/** A mutation for one staff order write; the answer updates the started order, a refusal rereads it. */
export function useStaffCartWrite<Name extends StaffCartWriteName>(name: Name, storeId: number, options: { hideErrorToast?: boolean } = {}) {
  const queryClient = useQueryClient();
  const { userId } = useSnapshot(sessionState);
  return useMutation({
    mutationKey: [...STAFF_CART_WRITE_KEY, name],
    mutationFn: (body: StaffCartWriteBodies[Name]) => postStaffCartWrite(name, body, options),
    onSuccess: (cart) => storeStartedCart(queryClient, userId, storeId, cart),
    // The server knew something the screen did not (stock, another tab): show the order as it is.
    onError: () => void queryClient.invalidateQueries({ queryKey: staffKeys.startedOrder(userId, storeId) }),
  });
}

/** staff/op/start-order: the answer is the new started order with who it is for. */
export function useStartStaffOrder() {
  const queryClient = useQueryClient();
  const { userId } = useSnapshot(sessionState);
  return useMutation({
    mutationFn: (body: StartStaffOrderBody) => call(staffOrderPaths.staffStartOrder, { body }, { hideErrorToast: true }),
    onSuccess: (envelope, body) => queryClient.setQueryData(staffKeys.startedOrder(userId, body.store_id), envelope),
  });
}

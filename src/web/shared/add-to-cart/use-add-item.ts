import { useQueryClient } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { CART_ERROR_CODES, type Cart } from '@/api/cart';
import type { UsageType } from '@/domain/usage-type';
import { ApiRequestError, GENERIC_ERROR } from '@/web/data/api-client';
import { sessionState } from '@/web/state/session';
import { cartKeys } from '@/web/data/query-keys';
import { queuedMessage, useCartWrite } from '@/web/shared/cart/cart-write';

/** What a refused add means for the area: confirm abandoning the cart elsewhere, or say why. */
export type AddRefusal = { kind: 'cart-elsewhere' } | { kind: 'message'; text: string };

/**
 * Reads a failed carts/op/add-item (409 AddToCartBlocked with fields.reason, CartElsewhere,
 * NoInProcessCarts; anything else by its message). Never silent: every failure has words.
 */
export function addRefusal(error: unknown): AddRefusal {
  if (!(error instanceof ApiRequestError)) return { kind: 'message', text: GENERIC_ERROR };
  const code = error.body?.code;
  const reason = error.fields?.reason?.[0];
  if (code === CART_ERROR_CODES.cartElsewhere || (code === CART_ERROR_CODES.addToCartBlocked && reason === 'cart-at-other-store')) {
    return { kind: 'cart-elsewhere' };
  }
  return { kind: 'message', text: error.message || GENERIC_ERROR };
}

export interface AddItemRequest {
  storeId: number;
  usageType: UsageType;
  inventoryId: number;
  quantity: number;
  /** The open cart, when it is for this store and usage type. */
  cartId?: number;
  /** The shopper confirmed that the open cart elsewhere may be abandoned. */
  abandonExisting?: boolean;
}

/**
 * carts/op/add-item. The answer (the cart as the server priced it, with warnings as persistent toasts)
 * goes into the cache through the shared cart write; a refusal reloads the open cart, because the
 * server knew something the page did not (another tab changed the cart, stock ran out).
 */
export function useAddItem() {
  const queryClient = useQueryClient();
  const { userId } = useSnapshot(sessionState);
  const write = useCartWrite('addItem', { hideErrorToast: true });

  function add(
    request: AddItemRequest,
    handlers: { onAdded: (cart: Cart) => void; onRefused: (refusal: AddRefusal) => void; onQueued: (message: string) => void },
  ) {
    const body = {
      store_id: request.storeId,
      usage_type: request.usageType,
      inventory_id: request.inventoryId,
      quantity: request.quantity,
      ...(request.cartId !== undefined && { cart_id: request.cartId }),
      ...(request.abandonExisting && { abandon_existing: true }),
    };
    write.mutate(body, {
      // No network: the add waits on the device and is sent when the connection returns (README "Writes made offline").
      onSuccess: (result) => (result.status === 'queued' ? handlers.onQueued(queuedMessage('addItem')) : handlers.onAdded(result.value)),
      onError: (error) => {
        if (error instanceof ApiRequestError && error.status === 409) void queryClient.invalidateQueries({ queryKey: cartKeys.open(userId) });
        handlers.onRefused(addRefusal(error));
      },
    });
  }

  return { add, isPending: write.isPending };
}

import type { QueryClient } from '@tanstack/react-query';
import { cartPaths } from '@/api/cart-paths';
import type { Cart } from '@/api/cart';
import { call, type CallInput } from '@/web/data/call';
import { showToast } from '@/web/state/toasts';
import { cartKeys, orderKeys } from '@/web/data/query-keys';

/** The carts/op/* writes that answer the changed cart (src/api/cart-paths.ts). */
export type CartWriteName =
  | 'createCart'
  | 'addItem'
  | 'removeItem'
  | 'updateQuantity'
  | 'updateNotes'
  | 'applyPromoCode'
  | 'removePromoCode'
  | 'redeemLoyalty'
  | 'removeLoyalty'
  | 'attachAddressCart'
  | 'updateCurbside'
  | 'updateOrderType'
  | 'updateDeliveryWindow'
  | 'submitCart'
  | 'cancelOrder';

export interface CartWriteOptions {
  /** The screen shows the error itself (next to the field that caused it). */
  hideErrorToast?: boolean;
  successToast?: string;
  /** Extra headers (the offline queue's Idempotency-Key). */
  headers?: Record<string, string>;
}

/** Sends one cart write; the answer is the cart as the server now prices it. */
export function postCartWrite<Name extends CartWriteName>(name: Name, body: CartWriteBody<Name>, options: CartWriteOptions = {}): Promise<Cart> {
  const operation: CartWriteOperation = cartPaths[name];
  return call(operation, { body } as CallInput<CartWriteOperation>, options) as Promise<Cart>;
}

type CartWriteOperation = (typeof cartPaths)[CartWriteName];
/** What the body of the cart write `Name` may hold, from the contract. */
export type CartWriteBody<Name extends CartWriteName> = CallInput<(typeof cartPaths)[Name]>['body'];

/**
 * Puts a cart the server answered into the cache: the open cart while it is pending, the order view
 * always; a placed or cancelled order also refreshes the order lists. Server warnings (price changed,
 * sold out, limit changed) become persistent warning toasts (part 2 §8).
 */
export function storeCart(queryClient: QueryClient, userId: number | undefined, cart: Cart): void {
  for (const warning of cart.warnings) showToast('warning', warning.message, { persistent: true });
  queryClient.setQueryData(cartKeys.order(userId, cart.id), cart);
  if (cart.status === 'pending') {
    queryClient.setQueryData(cartKeys.open(userId), cart);
    return;
  }
  const open = queryClient.getQueryData<Cart | null>(cartKeys.open(userId));
  if (open?.id === cart.id) queryClient.setQueryData(cartKeys.open(userId), null);
  void queryClient.invalidateQueries({ queryKey: orderKeys.all });
  void queryClient.invalidateQueries({ queryKey: cartKeys.slim(userId) });
}

/** Cart writes that may wait for the network (README "Writes made offline"; send-cart-write.ts). */
const QUEUEABLE_CART_WRITES = ['addItem', 'removeItem', 'updateQuantity', 'updateNotes', 'submitCart'] as const satisfies readonly CartWriteName[];
export type QueueableCartWrite = (typeof QUEUEABLE_CART_WRITES)[number];
export const isQueueable = (name: CartWriteName): name is QueueableCartWrite => (QUEUEABLE_CART_WRITES as readonly CartWriteName[]).includes(name);

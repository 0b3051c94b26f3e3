import type { Cart } from '@/api/cart';
import type { Store } from '@/api/store';
import type { User } from '@/api/user';
import { addToCartDecision, type AddToCartDecision } from '@/domain/add-to-cart-gate';
import { MIN_LINE_QUANTITY } from '@/domain/constants';
import type { UsageType } from '@/domain/usage-type';
import { useMe } from '@/web/data/user-queries';
import { useOpenCart } from '@/web/shared/cart/cart-queries';
import { addableQuantity, buildAddToCartFacts, roomInCategory, type AddToCartProduct } from './add-to-cart-facts';

export type AddToCartView =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | {
      status: 'ready';
      decision: AddToCartDecision;
      user: User;
      cart: Cart | null | undefined;
      /** The picker's maximum: stock, 20 per line and the category's room (part 1 §5). */
      maxQuantity: number;
      /** The chosen quantity kept within 1..maxQuantity. */
      quantity: number;
      /** Room left in the product's category, when the category is limited. */
      room: number | undefined;
    };

interface DecisionInput {
  product: AddToCartProduct;
  store: Store;
  usageType: UsageType;
  quantity: number;
}

/**
 * The add-to-cart gate for the signed-in shopper (part 1 §4, §5): the user, the open cart, the
 * store and the product become the gate's facts. It waits for the user and the cart, so the area
 * never flashes 'Add to Cart' before a reason to refuse is known; a cart that fails to load counts
 * as none (the server still refuses a cart elsewhere, and the area shows that).
 */
export function useAddToCartDecision({ product, store, usageType, quantity }: DecisionInput): AddToCartView {
  const me = useMe();
  const openCart = useOpenCart();
  // A failed refresh of kept data (offline) still decides on what the device kept.
  if (me.isError && me.data === undefined) return { status: 'error', retry: () => void me.refetch() };
  if (me.isPending || openCart.isPending) return { status: 'loading' };
  const cart = openCart.data;
  const input = { store, usage: usageType, user: me.data, product, cart };
  const facts = buildAddToCartFacts({ ...input, quantity: MIN_LINE_QUANTITY });
  const room = roomInCategory(facts);
  const maxQuantity = addableQuantity(input, room);
  const chosen = Math.max(Math.min(quantity, maxQuantity), MIN_LINE_QUANTITY);
  return { status: 'ready', decision: addToCartDecision({ ...facts, quantity: chosen }), user: me.data, cart, maxQuantity, quantity: chosen, room };
}

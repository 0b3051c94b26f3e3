import type { Cart } from '@/api/cart';

/** Every carts call names the store and the cart (part 2 §7 Carts). */
export function cartRef(cart: Pick<Cart, 'id' | 'store_id'>): { store_id: number; cart_id: number } {
  return { store_id: cart.store_id, cart_id: cart.id };
}

/** The limit of a line's category when the cart holds as many as it allows (part 1 §5), else undefined. */
export function reachedLimit(cart: Pick<Cart, 'limits'>, category: string): number | undefined {
  const limit = cart.limits.find((entry) => entry.category.toLowerCase() === category.toLowerCase());
  return limit && !limit.can_add ? limit.limit : undefined;
}

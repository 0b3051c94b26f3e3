import type { ReactNode } from 'react';
import { cartUnitCount, useOpenCart } from './api/cart-queries';

/** The header badge's number (part 1 §2 header): units in the signed-in shopper's open cart, else 0. */
export function useCartBadgeCount(): number {
  const { data } = useOpenCart();
  return cartUnitCount(data);
}

/**
 * Hands the badge count to the header's cart button. The header loads this module only once someone
 * is signed in, so the cart's schemas stay out of the first page's JavaScript.
 */
export function CartCount({ children }: { children: (count: number) => ReactNode }) {
  return children(useCartBadgeCount());
}

import type { ReactNode } from 'react';
import { useUserOutbox } from '@/web/data/outbox/use-user-outbox';
import { cartUnitCount, useOpenCart } from '@/web/shared/cart/cart-queries';

/**
 * The header badge's number (part 1 §2 header): units in the signed-in shopper's open cart, plus
 * units added offline that wait to be sent (README "Writes made offline"), else 0.
 */
export function useCartBadgeCount(): number {
  const { data } = useOpenCart();
  const { writes } = useUserOutbox();
  const waiting = writes.reduce((units, write) => units + (write.name === 'addItem' ? ((write.body as { quantity?: number }).quantity ?? 0) : 0), 0);
  return cartUnitCount(data) + waiting;
}

/**
 * Hands the badge count to the header's cart button. The header loads this module only once someone
 * is signed in, so the cart's schemas stay out of the first page's JavaScript.
 */
export function CartCount({ children }: { children: (count: number) => ReactNode }) {
  return children(useCartBadgeCount());
}

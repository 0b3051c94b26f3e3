import type { Cart, CartItem } from '@/api/cart';

/**
 * The most one cart line may hold (part 1 §5): the server's max_quantity (min(sellable, 20)) and,
 * when the line's category is limited, what the category's limit leaves after the other lines.
 */
export function lineMaxQuantity(cart: Pick<Cart, 'limits'>, line: Pick<CartItem, 'max_quantity' | 'quantity' | 'inventory'>): number {
  const limit = cart.limits.find((entry) => entry.category === line.inventory.category);
  const categoryRoom = limit ? limit.limit - (limit.in_cart - line.quantity) : Infinity;
  return Math.max(Math.min(line.max_quantity, categoryRoom), 1);
}

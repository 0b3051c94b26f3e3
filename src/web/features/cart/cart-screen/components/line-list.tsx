import type { Cart } from '@/api/cart';
import { useCartWrite } from '@/web/shared/cart/cart-write';
import { cartRef, reachedLimit } from '@/web/shared/cart/cart-ref';
import { CartItemsCard } from '@/web/shared/cart/components/cart-items-card';
import { CartLine } from '@/web/shared/cart/components/cart-line';

export interface LineListProps {
  cart: Cart;
  /** Per inventory id: why Place Order could not sell the line. */
  unavailable: Readonly<Record<number, string>>;
  onPendingChange: (inventoryId: number, pending: boolean) => void;
}

/** The cart's lines (part 2 §2 /cart): quantity changes and removals answer the re-priced cart. */
export function LineList({ cart, unavailable, onPendingChange }: LineListProps) {
  const updateQuantity = useCartWrite<{ store_id: number; cart_id: number; inventory_id: number; quantity: number }>('updateQuantity');
  const removeItem = useCartWrite<{ store_id: number; cart_id: number; inventory_id: number }>('removeItem');
  return (
    <CartItemsCard cart={cart}>
      {cart.cart_items.map((line) => (
        <CartLine
          key={line.inventory_id}
          line={line}
          reachedLimit={reachedLimit(cart, line.inventory.category)}
          unavailableReason={unavailable[line.inventory_id]}
          onQuantity={(quantity) => updateQuantity.mutateAsync({ ...cartRef(cart), inventory_id: line.inventory_id, quantity }).catch(() => undefined)}
          onRemove={() => removeItem.mutate({ ...cartRef(cart), inventory_id: line.inventory_id })}
          removing={removeItem.isPending && removeItem.variables?.inventory_id === line.inventory_id}
          onPendingChange={(pending) => onPendingChange(line.inventory_id, pending)}
        />
      ))}
    </CartItemsCard>
  );
}

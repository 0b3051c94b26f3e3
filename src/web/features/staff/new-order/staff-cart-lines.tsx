import { Fragment } from 'react';
import { css } from 'styled-system/css';
import type { Cart } from '@/api/cart';
import { CartItemsCard } from '@/web/shared/cart/components/cart-items-card';
import { CartLine } from '@/web/shared/cart/components/cart-line';
import { reachedLimit } from '@/web/shared/cart/cart-ref';
import { useStaffCartWrite } from '../api/staff-order-writes';
import { DebugInventory } from './debug-inventory';

interface StaffCartLinesProps {
  cart: Cart;
  unavailable: Readonly<Record<number, string>>;
  onPendingChange: (inventoryId: number, pending: boolean) => void;
}

/**
 * The started order's lines (part 2 §2 /cart for staff): the shopper cart's line (quantity sent once
 * typing pauses, QUANTITY_DEBOUNCE_MS; remove) through the staff calls, each with its debug
 * inventory details under it (part 2 §6).
 */
export function StaffCartLines({ cart, unavailable, onPendingChange }: StaffCartLinesProps) {
  const updateQuantity = useStaffCartWrite('staffUpdateQuantity', cart.store_id);
  const removeItem = useStaffCartWrite('staffRemoveItem', cart.store_id);
  const ref = { store_id: cart.store_id, cart_id: cart.id };
  return (
    <CartItemsCard cart={cart}>
      {cart.cart_items.map((line) => (
        <Fragment key={line.inventory_id}>
          <CartLine
            line={line}
            reachedLimit={reachedLimit(cart, line.inventory.category)}
            unavailableReason={unavailable[line.inventory_id]}
            onQuantity={(quantity) => updateQuantity.mutateAsync({ ...ref, inventory_id: line.inventory_id, quantity }).catch(() => undefined)}
            onRemove={() => removeItem.mutate({ ...ref, inventory_id: line.inventory_id })}
            removing={removeItem.isPending && removeItem.variables?.inventory_id === line.inventory_id}
            onPendingChange={(pending) => onPendingChange(line.inventory_id, pending)}
          />
          <li className={css({ pb: '3', borderBottom: '1px solid token(colors.line)', _last: { borderBottom: '0' } })}>
            <DebugInventory storeId={cart.store_id} inventoryId={line.inventory_id} usageType={cart.usage_type} name={line.inventory.ecomm_display_name || line.inventory.name} />
          </li>
        </Fragment>
      ))}
    </CartItemsCard>
  );
}

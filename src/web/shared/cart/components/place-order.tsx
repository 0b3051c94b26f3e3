import { css } from 'styled-system/css';
import type { Cart } from '@/api/cart';
import { Notice } from '@/web/ui/notice';
import { Button } from '@/web/ui/button';
import { OFFLINE_CART_MESSAGES } from '@/web/shared/cart/cart-write';
import type { UnavailableLine } from '../hooks/use-place-order';
import { muted } from '../styles';

export interface PlaceOrderProps {
  cart: Cart;
  /** The first reason checkout is not enabled (cart.checkout_block, or the delivery outage). */
  block: string | undefined;
  placing: boolean;
  /**
   * Pressed offline: the order is held on the device until the network returns (README "Writes made
   * offline").
   */
  waiting: boolean;
  /** A cart write is in flight or a quantity change waits to be sent. */
  recalculating: boolean;
  onPlace: () => void;
  error: string | undefined;
  unavailable: readonly UnavailableLine[];
}

const BLOCK_ID = 'place-order-block';

/**
 * The Place Order button (part 2 §4): disabled while placing, recalculating or when checkout is not
 * enabled, reading 'Placing Order' or 'Recalculating' with a spinner; the reason it is disabled shows
 * beside it. No payment online: orders are paid at pickup or delivery (DECISIONS.md).
 */
export function PlaceOrder({ cart, block, placing, waiting, recalculating, onPlace, error, unavailable }: PlaceOrderProps) {
  const label = waiting ? OFFLINE_CART_MESSAGES.orderHeld : placing ? 'Placing Order' : recalculating ? 'Recalculating' : 'Place Order';
  const gone = unavailable.filter((line) => !cart.cart_items.some((item) => item.inventory_id === line.inventory_id));
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <Button size="lg" fullWidth loading={placing || recalculating || waiting} disabled={Boolean(block)} aria-describedby={block ? BLOCK_ID : undefined} onClick={onPlace}>
        {label}
      </Button>
      {waiting && <Notice tone="info">{OFFLINE_CART_MESSAGES.orderHeldDetail}</Notice>}
      {block && (
        <p id={BLOCK_ID} className={css({ fontSize: 'sm', fontWeight: 'medium', color: 'warning' })}>
          {block}
        </p>
      )}
      {error && (
        <Notice tone="error">
          <p>{error}</p>
          {gone.length > 0 && (
            <ul className={css({ mt: '2', pl: '4', listStyle: 'disc' })}>
              {gone.map((line) => (
                <li key={line.inventory_id}>
                  {line.name}: {line.message}
                </li>
              ))}
            </ul>
          )}
        </Notice>
      )}
      <p className={muted}>You pay when you pick up or receive your order; no payment is taken online.</p>
    </div>
  );
}

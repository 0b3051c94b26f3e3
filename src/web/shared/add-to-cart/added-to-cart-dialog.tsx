import { useState } from 'react';
import type * as z from 'zod/mini';
import { css } from 'styled-system/css';
import type { updateQuantityBodySchema } from '@/api/cart';
import type { ProductSpecial } from '@/api/special';
import { QUANTITY_DEBOUNCE_MS } from '@/domain/constants';
import { ApiRequestError, GENERIC_ERROR } from '@/web/data/api-errors';
import { Notice } from '@/web/ui/notice';
import { QuantityPicker } from '@/web/shared/add-to-cart/quantity-picker';
import { useDebouncedCallback } from '@/web/ui/hooks/use-debounced-callback';
import { AppLink } from '@/web/ui/app-link';
import { Button, button } from '@/web/ui/button';
import { DialogShell } from '@/web/ui/dialog';
import { queuedMessage, useCartWrite } from '@/web/shared/cart/cart-write';
import { useOpenCart } from '@/web/shared/cart/cart-queries';
import { AddedItem, lineName } from './added-item';
import { BundleCard, bundleOf } from './bundle-card';
import { lineMaxQuantity } from './line-limits';

type UpdateQuantityBody = z.input<typeof updateQuantityBodySchema>;

interface AddedToCartDialogProps {
  open: boolean;
  inventoryId: number;
  /** The product's specials: a bundle among them gets the bundle card. */
  specials: readonly ProductSpecial[];
  onClose: () => void;
  /** The Add to Cart button: focus goes back there. */
  finalFocusEl: () => HTMLElement | null;
}

/**
 * The 'Added to Cart' popup (part 1 §2 header, §4 "Cart add-success popup"): the added line, its
 * quantity (carts/op/update-quantity once typing pauses for QUANTITY_DEBOUNCE_MS, and only numeric
 * values), Keep Shopping, Go To Checkout and a bundle card. Mount it with a new key per add, so the
 * quantity starts from the line each time. Closing sends a change still waiting for the pause.
 */
export function AddedToCartDialog({ open, inventoryId, specials, onClose, finalFocusEl }: AddedToCartDialogProps) {
  const { data: cart } = useOpenCart();
  const line = cart?.cart_items.find((item) => item.inventory_id === inventoryId);
  const [quantity, setQuantity] = useState(line?.quantity ?? 1);
  const [error, setError] = useState<string | undefined>(undefined);
  const [queued, setQueued] = useState(false);
  const update = useCartWrite<UpdateQuantityBody>('updateQuantity', { hideErrorToast: true });
  const bundle = bundleOf(specials);

  const send = useDebouncedCallback((next: number) => {
    if (!cart || !line) return;
    update.mutate(
      { store_id: cart.store_id, cart_id: cart.id, inventory_id: inventoryId, quantity: next },
      {
        onSuccess: (result) => {
          // Kept for later (no network): the shopper's quantity stands, and they are told it waits.
          if (result.status === 'queued') return setQueued(true);
          setQuantity(result.value.cart_items.find((item) => item.inventory_id === inventoryId)?.quantity ?? next);
        },
        onError: (failure) => {
          setError(failure instanceof ApiRequestError ? failure.message : GENERIC_ERROR);
          setQuantity(line.quantity);
        },
      },
    );
  }, QUANTITY_DEBOUNCE_MS);

  function change(next: number) {
    setError(undefined);
    setQueued(false);
    if (next === quantity) return;
    setQuantity(next);
    send.call(next);
  }

  function close() {
    send.flush();
    onClose();
  }

  return (
    <DialogShell
      open={open}
      onOpenChange={(details) => !details.open && close()}
      size="sm"
      title="Added to Cart"
      finalFocusEl={finalFocusEl}
      footer={
        <>
          <Button variant="outline" onClick={close}>
            Keep Shopping
          </Button>
          <AppLink to="/cart" onClick={close} className={button({ variant: 'solid' })}>
            Go To Checkout
          </AppLink>
        </>
      }
    >
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        {cart && line ? (
          <>
            <AddedItem line={line} />
            <div className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
              <QuantityPicker value={quantity} max={lineMaxQuantity(cart, line)} onChange={change} label={`Quantity of ${lineName(line)}`} />
              {update.isPending && <span className={css({ fontSize: 'sm', color: 'muted' })}>Updating…</span>}
            </div>
          </>
        ) : (
          <p>This item is no longer in your cart.</p>
        )}
        {error && <Notice tone="error">{error}</Notice>}
        {queued && <Notice tone="info">{queuedMessage('updateQuantity')}</Notice>}
        {bundle && <BundleCard special={bundle} onFollow={onClose} />}
      </div>
    </DialogShell>
  );
}

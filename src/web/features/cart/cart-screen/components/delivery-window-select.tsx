import { useState } from 'react';
import { css } from 'styled-system/css';
import { CART_MESSAGES, type Cart } from '@/api/cart';
import { useCartWrite } from '@/web/shared/cart/cart-write';
import { SimpleSelect } from '@/web/ui/select';
import { cartRef } from '@/web/shared/cart/cart-ref';
import { fieldError, muted } from '@/web/shared/cart/styles';

interface WindowBody {
  store_id: number;
  cart_id: number;
  delivery_start_time: string;
  delivery_end_time: string;
}

/**
 * The delivery window (part 2 §3 Delivery window; §7 update-delivery-window): one of the windows the
 * cart offers; a refused choice says 'Error setting delivery window.' (part 2 §8).
 */
export function DeliveryWindowSelect({ cart }: { cart: Cart }) {
  const [failed, setFailed] = useState(false);
  const updateWindow = useCartWrite<WindowBody>('updateDeliveryWindow', { hideErrorToast: true });
  const chosen = cart.delivery_windows.find((slot) => slot.delivery_start_time === cart.delivery_start_time);
  const pending = updateWindow.isPending ? cart.delivery_windows.find((slot) => slot.delivery_start_time === updateWindow.variables?.delivery_start_time) : undefined;
  if (cart.delivery_windows.length === 0) {
    return <p className={muted}>No delivery windows are open right now. Please check back later or choose pickup.</p>;
  }
  function choose(value: string) {
    const slot = cart.delivery_windows.find((option) => option.value === value);
    if (!slot || slot === chosen) return;
    setFailed(false);
    updateWindow.mutate(
      { ...cartRef(cart), delivery_start_time: slot.delivery_start_time, delivery_end_time: slot.delivery_end_time },
      { onError: () => setFailed(true) },
    );
  }
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}>
      <SimpleSelect
        label="Delivery window"
        name="delivery_window"
        placeholder="Choose a delivery window"
        options={cart.delivery_windows.map((slot) => ({ value: slot.value, label: slot.label }))}
        value={(pending ?? chosen)?.value}
        onValueChange={choose}
      />
      {failed && (
        <p role="alert" className={fieldError}>
          {CART_MESSAGES.windowError}
        </p>
      )}
      {!chosen && !failed && <p className={muted}>{CART_MESSAGES.selectWindow}</p>}
    </div>
  );
}

import { useState } from 'react';
import { CART_MESSAGES, type Cart } from '@/api/cart';
import { useCartWrite } from '@/web/shared/cart/cart-write';
import { TextField } from '@/web/ui/field';
import { cartRef } from '@/web/shared/cart/cart-ref';

const VEHICLE_MAX = 120;

/**
 * Curbside needs a vehicle description, no plate (part 2 §5 Checkout); saved with update-curbside
 * when the field is left. Left empty, the field says what is missing.
 */
export function CurbsideField({ cart }: { cart: Cart }) {
  const [text, setText] = useState(cart.vehicle_description ?? '');
  const [touched, setTouched] = useState(false);
  const updateCurbside = useCartWrite<{ store_id: number; cart_id: number; curbside_pickup: boolean; vehicle_description: string | null }>('updateCurbside');
  function save() {
    setTouched(true);
    const description = text.trim();
    if (description === (cart.vehicle_description ?? '').trim()) return;
    updateCurbside.mutate({ ...cartRef(cart), curbside_pickup: true, vehicle_description: description || null });
  }
  return (
    <TextField
      label="Vehicle description"
      name="vehicle_description"
      aria-required
      maxLength={VEHICLE_MAX}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={save}
      helperText="Make, model and colour, e.g. blue Honda Civic. No plate needed."
      error={touched && !text.trim() ? CART_MESSAGES.vehicleRequired : undefined}
    />
  );
}

import { useState } from 'react';
import type { Cart } from '@/api/cart';
import { useCartWrite } from '@/web/shared/cart/cart-write';
import { Card } from '@/web/ui/card';
import { Field } from '@/web/ui/field';
import { cartRef } from '@/web/shared/cart/cart-ref';

const NOTES_MAX = 500;

/**
 * Notes for the store (part 2 §2 /cart), saved when the field is left (update-notes). What was
 * typed stays in the field whatever the answer; a failure toasts.
 */
export function NotesField({ cart }: { cart: Cart }) {
  const [text, setText] = useState(cart.notes ?? '');
  const updateNotes = useCartWrite<{ store_id: number; cart_id: number; notes: string }>('updateNotes');
  function save() {
    if (text.trim() === (cart.notes ?? '').trim()) return;
    updateNotes.mutate({ ...cartRef(cart), notes: text });
  }
  return (
    <Card>
      <Field.Root>
        <Field.Label>Notes for the store</Field.Label>
        <Field.Textarea rows={3} maxLength={NOTES_MAX} value={text} onChange={(event) => setText(event.target.value)} onBlur={save} />
        <Field.HelperText>Anything we should know about your order (optional). Saved when you leave the field.</Field.HelperText>
      </Field.Root>
    </Card>
  );
}

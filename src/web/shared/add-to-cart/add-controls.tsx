import { css } from 'styled-system/css';
import { ADD_TO_CART_MESSAGES } from '@/domain/add-to-cart-gate';
import { Notice } from '@/web/ui/notice';
import { QuantityPicker } from '@/web/shared/add-to-cart/quantity-picker';
import { Button } from '@/web/ui/button';
import { mutedNote } from './add-to-cart-styles';

interface AddControlsProps {
  /** The one message above the picker: a refusal from the server (an error) or a note. */
  message?: { tone: 'error' | 'info'; text: string };
  quantity: number;
  maxQuantity: number;
  onQuantityChange: (quantity: number) => void;
  /** Room left in the category, when the category is limited. */
  room: number | undefined;
  adding: boolean;
  onAdd: () => void;
  addButtonId: string;
}

/**
 * The quantity picker and Add to Cart (part 1 §4, §5): the picker stops at min(stock, 20, room in
 * the category); 'You have room for {n} more in your cart.' sits under it when a limit applies.
 */
export function AddControls({ message, quantity, maxQuantity, onQuantityChange, room, adding, onAdd, addButtonId }: AddControlsProps) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      {message && <Notice tone={message.tone}>{message.text}</Notice>}
      <div className={css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })}>
        <QuantityPicker value={quantity} max={maxQuantity} onChange={onQuantityChange} />
        <Button id={addButtonId} size="lg" className={css({ flex: '1', minW: '180px' })} loading={adding} loadingText="Adding to cart" onClick={onAdd}>
          Add to Cart
        </Button>
      </div>
      {room !== undefined && <p className={mutedNote}>{ADD_TO_CART_MESSAGES.room(room)}</p>}
    </div>
  );
}

import type { Ref } from 'react';
import { css, cx } from 'styled-system/css';
import { MIN_LINE_QUANTITY } from '@/domain/constants';
import { button } from '@/web/ui/button';
import { ORDER_TEXT } from './order-text';

const stepButton = cx(button({ variant: 'outline' }), css({ minW: '14', minH: '14!', px: '0!', fontSize: '3xl!' }));

interface QuantityStepperProps {
  name: string;
  value: number;
  max: number;
  onChange: (quantity: number) => void;
  /** The + button, for a tile that hands focus to it once Add has turned into this stepper. */
  increaseRef?: Ref<HTMLButtonElement>;
}

/**
 * A line's quantity for touch (kiosk mode: large touch targets): − and + of 56px around the count,
 * from 1 up to the line's most (min of stock and MAX_LINE_QUANTITY). Removing is its own button.
 */
export function QuantityStepper({ name, value, max, onChange, increaseRef }: QuantityStepperProps) {
  return (
    <div role="group" aria-label={ORDER_TEXT.quantityOf(name)} className={css({ display: 'inline-flex', alignItems: 'center', gap: '2' })}>
      <button type="button" className={stepButton} aria-label={ORDER_TEXT.decrease(name)} disabled={value <= MIN_LINE_QUANTITY} onClick={() => onChange(value - 1)}>
        −
      </button>
      <output aria-live="polite" className={css({ minW: '10', textAlign: 'center', fontSize: '2xl', fontWeight: 'bold' })} data-testid="kiosk-line-quantity">
        {value}
      </output>
      <button ref={increaseRef} type="button" className={stepButton} aria-label={ORDER_TEXT.increase(name)} disabled={value >= max} onClick={() => onChange(value + 1)}>
        +
      </button>
    </div>
  );
}

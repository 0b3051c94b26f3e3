import { useId } from 'react';
import { css } from 'styled-system/css';
import { IconButton } from '@/web/ui/icon-button';
import { createIcon } from '@/web/ui/icons';
import { useLineQuantity, type LineQuantityOptions } from '../hooks/use-line-quantity';

const MinusIcon = /* @__PURE__ */ createIcon(<path d="M6 12h12" />, 'MinusIcon');
const PlusIcon = /* @__PURE__ */ createIcon(<path d="M12 6v12M6 12h12" />, 'PlusIcon');

const group = css({ display: 'inline-flex', alignItems: 'center', border: '1px solid', borderColor: 'muted', borderRadius: 'pill', bg: 'canvas' });
const input = css({
  width: '10',
  minH: '11',
  textAlign: 'center',
  fontWeight: 'semibold',
  border: '0',
  bg: 'transparent',
  outline: 'none',
  _focusVisible: { outline: '2px solid', outlineColor: 'brand', borderRadius: 'sm' },
});

export interface QuantityStepperProps extends LineQuantityOptions {
  /** The product's name, so each control says which line it changes. */
  name: string;
  /** False when a category limit leaves no room for more (part 1 §5). */
  canAddMore: boolean;
  describedBy?: string;
}

/** Quantity 1..max for one line: −, a number field and + (part 2 §2 /cart; part 1 §5 limits). */
export function QuantityStepper({ name, canAddMore, describedBy, ...options }: QuantityStepperProps) {
  const quantity = useLineQuantity(options);
  const inputId = useId();
  return (
    <div className={group} role="group" aria-label={`Quantity of ${name}`}>
      <IconButton aria-label={`Decrease quantity of ${name}`} size="md" disabled={quantity.value <= 1} onClick={() => quantity.step(-1)}>
        <MinusIcon />
      </IconButton>
      <label htmlFor={inputId} className={css({ srOnly: true })}>
        Quantity of {name}
      </label>
      <input
        id={inputId}
        className={input}
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        value={quantity.text}
        aria-describedby={describedBy}
        onChange={(event) => quantity.type(event.target.value)}
        onBlur={quantity.settle}
      />
      <IconButton aria-label={`Increase quantity of ${name}`} size="md" disabled={!canAddMore || quantity.value >= options.max} onClick={() => quantity.step(1)}>
        <PlusIcon />
      </IconButton>
    </div>
  );
}

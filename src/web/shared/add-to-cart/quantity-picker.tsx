import { useState } from 'react';
import { css } from 'styled-system/css';
import { MIN_LINE_QUANTITY } from '@/domain/constants';
import { parseQuantity } from '@/domain/line-quantity';

interface QuantityPickerProps {
  value: number;
  max: number;
  onChange: (value: number) => void;
  label?: string;
}

const step = css({
  w: '11',
  h: '11',
  display: 'grid',
  placeItems: 'center',
  border: 'none',
  bg: 'transparent',
  fontSize: 'xl',
  cursor: 'pointer',
  _disabled: { color: 'line', cursor: 'not-allowed' },
});

/**
 * Quantity of one line (part 1 §5): decrement disabled at or below 1, increment disabled at or
 * above `max`; a typed value applies only when numeric.
 */
export function QuantityPicker({ value, max, onChange, label = 'Quantity' }: QuantityPickerProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft !== null) onChange(parseQuantity(draft, value, max));
    setDraft(null);
  };
  return (
    <div role="group" aria-label={label} className={css({ display: 'inline-flex', alignItems: 'center', border: '1px solid {colors.line}', borderRadius: 'pill' })}>
      <button type="button" className={step} aria-label="Decrease quantity" disabled={value <= MIN_LINE_QUANTITY} onClick={() => onChange(value - 1)}>
        −
      </button>
      <input
        aria-label={label}
        inputMode="numeric"
        value={draft ?? String(value)}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => event.key === 'Enter' && commit()}
        className={css({ w: '10', textAlign: 'center', border: 'none', fontSize: 'md', fontWeight: 'semibold', bg: 'transparent' })}
      />
      <button type="button" className={step} aria-label="Increase quantity" disabled={value >= max} onClick={() => onChange(value + 1)}>
        +
      </button>
    </div>
  );
}

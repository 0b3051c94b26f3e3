import { useState } from 'react';
import { css } from 'styled-system/css';
import type { Range } from '@/web/shared/catalog/filters';
import { groupTitle } from './facet-group';
import { Button } from '@/web/ui/button';
import { InputField } from '@/web/ui/input-field';

interface RangeInputsProps {
  label: string;
  bounds: Range;
  chosen: { min?: number; max?: number };
  unit: string;
  onCommit: (range: Range) => void;
}

/** Minimum and maximum as two number fields (small screens); applies on Apply or Enter. */
export function RangeInputs({ label, bounds, chosen, unit, onCommit }: RangeInputsProps) {
  const [min, setMin] = useState(chosen.min === undefined ? '' : String(chosen.min));
  const [max, setMax] = useState(chosen.max === undefined ? '' : String(chosen.max));

  const apply = () => {
    const low = min === '' ? bounds[0] : Number(min);
    const high = max === '' ? bounds[1] : Number(max);
    if (!Number.isFinite(low) || !Number.isFinite(high)) return;
    onCommit([Math.min(low, high), Math.max(low, high)]);
  };

  const field = (which: 'min' | 'max', value: string, set: (value: string) => void) => (
    <InputField
      rootClassName={css({ flex: '1' })}
      label={which === 'min' ? `Min ${unit}` : `Max ${unit}`}
      type="number"
      inputMode="decimal"
      min={bounds[0]}
      max={bounds[1]}
      placeholder={String(which === 'min' ? bounds[0] : bounds[1])}
      value={value}
      onChange={(event) => set(event.target.value)}
    />
  );

  return (
    <fieldset className={css({ border: 'none', p: '0', m: '0' })}>
      <legend className={groupTitle}>{label}</legend>
      <form
        className={css({ display: 'flex', alignItems: 'flex-end', gap: '2' })}
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
      >
        {field('min', min, setMin)}
        {field('max', max, setMax)}
        <Button type="submit" variant="outline">
          Apply
        </Button>
      </form>
    </fieldset>
  );
}

import type { InputHTMLAttributes, ReactNode } from 'react';
import { cx, sva } from 'styled-system/css';
import { CheckIcon } from './shell-icons';

export const checkboxRecipe = sva({
  slots: ['root', 'control', 'input', 'indicator', 'label'],
  base: {
    root: { display: 'inline-flex', alignItems: 'flex-start', gap: '3', cursor: 'pointer', _disabled: { cursor: 'not-allowed', opacity: 0.6 } },
    // The box and the tick share one grid cell; the tick shows while the input is checked.
    control: { display: 'inline-grid', flexShrink: 0, mt: '0.5', '& > *': { gridArea: '1 / 1' } },
    input: {
      appearance: 'none',
      m: '0',
      width: '6',
      height: '6',
      borderRadius: 'sm',
      border: '2px solid',
      borderColor: 'muted',
      bg: 'canvas',
      cursor: 'inherit',
      transition: 'background-color 120ms, border-color 120ms',
      _checked: { bg: 'brand', borderColor: 'brand' },
      _focusVisible: { outline: '3px solid', outlineColor: 'brand', outlineOffset: '2px' },
    },
    indicator: {
      placeSelf: 'center',
      fontSize: 'md',
      color: 'brand.contrast',
      pointerEvents: 'none',
      visibility: 'hidden',
      'input:checked + &': { visibility: 'visible' },
    },
    label: { lineHeight: 'snug', userSelect: 'none' },
  },
});

type NativeProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children' | 'onChange' | 'checked' | 'defaultChecked'>;

export interface CheckboxProps extends NativeProps {
  checked?: boolean;
  defaultChecked?: boolean;
  /** Called with the new state, like Ark's Checkbox: `(details) => set(details.checked)`. */
  onCheckedChange?: (details: { checked: boolean }) => void;
  children: ReactNode;
}

/**
 * A labelled checkbox: `<Checkbox checked={v} onCheckedChange={(d) => setV(d.checked)}>Label</Checkbox>`.
 * A styled native <input type="checkbox"> inside its <label> rather than Ark's Checkbox: same look and
 * keyboard/screen reader behaviour with no state machine, so product lists (many facet checkboxes)
 * load without the zag runtime (bench target: product list JS at most 150 KB gz).
 */
export function Checkbox({ children, className, onCheckedChange, disabled, ...inputProps }: CheckboxProps) {
  const classes = checkboxRecipe();
  return (
    <label className={cx(classes.root, className)} data-disabled={disabled || undefined}>
      <span className={classes.control}>
        <input
          type="checkbox"
          className={classes.input}
          disabled={disabled}
          onChange={(event) => onCheckedChange?.({ checked: event.currentTarget.checked })}
          {...inputProps}
        />
        <CheckIcon className={classes.indicator} />
      </span>
      <span className={classes.label}>{children}</span>
    </label>
  );
}

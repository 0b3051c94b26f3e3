import { useId, type ReactNode } from 'react';
import { cx, sva } from 'styled-system/css';

export const switchRecipe = sva({
  slots: ['root', 'control', 'thumb', 'label'],
  base: {
    root: { display: 'inline-flex', alignItems: 'center', gap: '3', cursor: 'pointer', _disabled: { cursor: 'not-allowed', opacity: 0.6 } },
    control: {
      display: 'inline-flex',
      alignItems: 'center',
      flexShrink: 0,
      width: '11',
      height: '6',
      p: '0.5',
      borderRadius: 'full',
      bg: 'muted',
      cursor: 'inherit',
      transition: 'background-color 150ms',
      '&[aria-checked=true]': { bg: 'brand' },
      _focusVisible: { outline: '3px solid', outlineColor: 'brand', outlineOffset: '2px' },
    },
    thumb: {
      width: '5',
      height: '5',
      borderRadius: 'full',
      bg: 'white',
      boxShadow: 'sm',
      transition: 'transform 150ms',
      '[aria-checked=true] > &': { transform: 'translateX(20px)' },
    },
    label: { userSelect: 'none' },
  },
});

export interface SwitchProps {
  checked: boolean;
  onCheckedChange: (details: { checked: boolean }) => void;
  children?: ReactNode;
  /** Text after the track, e.g. Active/Inactive; it is part of the accessible name. */
  stateText?: ReactNode;
  disabled?: boolean;
  /** With a name, a hidden input carries the value in forms ('on' when checked). */
  name?: string;
  className?: string;
  'aria-label'?: string;
}

/**
 * An on/off switch: a native button with role="switch" (no state machine needed, so it can sit in
 * the first load). `<Switch checked={on} onCheckedChange={(d) => setOn(d.checked)}>Analytics</Switch>`.
 */
export function Switch({ checked, onCheckedChange, children, stateText, disabled, name, className, ...aria }: SwitchProps) {
  const id = useId();
  const classes = switchRecipe();
  const labelled = children || stateText;
  return (
    <span className={cx(classes.root, className)} data-disabled={disabled || undefined}>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        disabled={disabled}
        className={classes.control}
        onClick={() => onCheckedChange({ checked: !checked })}
        {...aria}
      >
        <span className={classes.thumb} />
      </button>
      {labelled && (
        <label htmlFor={id} className={classes.label}>
          {children}
          {children && stateText ? ' ' : null}
          {stateText}
        </label>
      )}
      {name && <input type="hidden" name={name} value={checked ? 'on' : ''} />}
    </span>
  );
}

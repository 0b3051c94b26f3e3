import { Checkbox as ArkCheckbox } from '@ark-ui/react/checkbox';
import type { ReactNode } from 'react';
import { sva } from 'styled-system/css';
import { CheckIcon } from './icons';
import { createStyleContext } from './style-context';

export const checkboxRecipe = sva({
  slots: ['root', 'control', 'indicator', 'label'],
  base: {
    root: { display: 'inline-flex', alignItems: 'flex-start', gap: '3', cursor: 'pointer', _disabled: { cursor: 'not-allowed', opacity: 0.6 } },
    control: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      width: '6',
      height: '6',
      mt: '0.5',
      borderRadius: 'sm',
      border: '2px solid',
      borderColor: 'muted',
      bg: 'canvas',
      color: 'brand.contrast',
      transition: 'background-color 120ms, border-color 120ms',
      _checked: { bg: 'brand', borderColor: 'brand' },
      '&[data-focus-visible]': { outline: '3px solid', outlineColor: 'brand', outlineOffset: '2px' },
    },
    indicator: { fontSize: 'md' },
    label: { lineHeight: 'snug', userSelect: 'none' },
  },
});

const { withProvider, withContext } = createStyleContext(checkboxRecipe);

/** Checkbox parts (Ark UI Checkbox). Root takes checked, defaultChecked, onCheckedChange, disabled, name, value. */
export const CheckboxParts = {
  Root: withProvider(ArkCheckbox.Root, 'root'),
  Control: withContext(ArkCheckbox.Control, 'control'),
  Indicator: withContext(ArkCheckbox.Indicator, 'indicator'),
  Label: withContext(ArkCheckbox.Label, 'label'),
  HiddenInput: ArkCheckbox.HiddenInput,
};

export interface CheckboxProps extends Omit<ArkCheckbox.RootProps, 'children'> {
  children: ReactNode;
}

/** A labelled checkbox: `<Checkbox checked={v} onCheckedChange={(d) => setV(d.checked === true)}>Label</Checkbox>`. */
export function Checkbox({ children, ...props }: CheckboxProps) {
  return (
    <CheckboxParts.Root {...props}>
      <CheckboxParts.Control>
        <CheckboxParts.Indicator>
          <CheckIcon />
        </CheckboxParts.Indicator>
      </CheckboxParts.Control>
      <CheckboxParts.Label>{children}</CheckboxParts.Label>
      <CheckboxParts.HiddenInput />
    </CheckboxParts.Root>
  );
}

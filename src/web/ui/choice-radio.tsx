import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';

/** One option of a radio group: a large tappable card with a native radio, its label and a note. */
const option = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '3',
  p: '4',
  minH: '14',
  border: '1px solid',
  borderColor: 'line',
  borderRadius: 'card',
  bg: 'canvas',
  cursor: 'pointer',
  transition: 'border-color 120ms, background-color 120ms',
  _hover: { borderColor: 'brand' },
  '&:has(input:checked)': { borderColor: 'brand', bg: 'brand.soft' },
  '&:has(input:focus-visible)': { outline: '3px solid', outlineColor: 'brand', outlineOffset: '2px' },
});

const radio = css({
  appearance: 'none',
  flexShrink: 0,
  m: '0',
  mt: '0.5',
  width: '6',
  height: '6',
  borderRadius: 'full',
  border: '2px solid',
  borderColor: 'muted',
  bg: 'canvas',
  cursor: 'inherit',
  // The inner dot: a white ring inside the brand-coloured circle.
  _checked: { borderColor: 'brand', bg: 'brand', boxShadow: 'inset 0 0 0 4px token(colors.canvas)' },
  _focusVisible: { outline: 'none' },
});

export interface ChoiceRadioProps {
  name: string;
  value: string;
  checked: boolean;
  onSelect: (value: string) => void;
  label: ReactNode;
  description?: ReactNode;
  className?: string;
}

/**
 * A native radio (arrow keys move within the group, the group is one tab stop), styled as a card.
 * Wrap a set in a <fieldset> with a <legend> naming the question.
 */
export function ChoiceRadio({ name, value, checked, onSelect, label, description, className }: ChoiceRadioProps) {
  return (
    <label className={cx(option, className)}>
      <input type="radio" name={name} value={value} checked={checked} onChange={() => onSelect(value)} className={radio} />
      <span className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        <span className={css({ fontWeight: 'semibold' })}>{label}</span>
        {description && <span className={css({ fontSize: 'sm', color: 'muted' })}>{description}</span>}
      </span>
    </label>
  );
}

export const fieldsetReset = css({ border: '0', p: '0', m: '0', minW: '0', display: 'flex', flexDirection: 'column', gap: '3' });
export const legendStyle = css({ fontWeight: 'bold', fontSize: 'md', mb: '3', p: '0' });

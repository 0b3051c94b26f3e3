import { useId } from 'react';
import { css } from 'styled-system/css';
import { SORT_LABELS, type SortOption } from '@/domain/sort';
import { ChevronDownIcon } from '@/web/ui/shell-icons';

interface SortSelectProps {
  value: SortOption;
  options: readonly SortOption[];
  onChange: (value: SortOption) => void;
}

const select = css({
  appearance: 'none',
  w: 'full',
  minH: '11',
  pl: '3.5',
  pr: '10',
  bg: 'canvas',
  color: 'ink',
  border: '1px solid {colors.muted}',
  borderRadius: 'md',
  fontSize: 'md',
  cursor: 'pointer',
  _focusVisible: { borderColor: 'brand' },
});

/**
 * The sort selector (part 1 §9 options; featured only when the list has featured items). A native
 * select styled like the kit's: the platform's picker on phones, and no popover code in the list.
 */
export function SortSelect({ value, options, onChange }: SortSelectProps) {
  const id = useId();
  return (
    <div className={css({ position: 'relative', minW: '200px' })}>
      <label htmlFor={id} className={css({ srOnly: true })}>
        Sort by
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as SortOption)} className={select}>
        {options.map((option) => (
          <option key={option} value={option}>
            {SORT_LABELS[option]}
          </option>
        ))}
      </select>
      <ChevronDownIcon className={css({ position: 'absolute', right: '3', top: '50%', transform: 'translateY(-50%)', pointerEvents: 'none' })} />
    </div>
  );
}

import { css } from 'styled-system/css';
import { chip } from '@/web/ui/chip';
import { CloseIcon } from '@/web/ui/shell-icons';
import type { FilterChip } from '../filter-chips';
import { textButton } from './styles';

interface FilterChipsProps {
  chips: readonly FilterChip[];
  onRemove: (chip: FilterChip) => void;
  onClearAll: () => void;
}

/** Quick-remove chips for the active filters, with 'Clear all' (part 1 §2). */
export function FilterChips({ chips, onRemove, onClearAll }: FilterChipsProps) {
  if (chips.length === 0) return null;
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })}>
      <ul aria-label="Active filters" className={css({ display: 'contents', listStyle: 'none' })}>
        {chips.map((entry) => (
          <li key={entry.id}>
            <button
              type="button"
              className={chip({ tone: 'brand', interactive: true })}
              onClick={() => onRemove(entry)}
              aria-label={`Remove filter: ${entry.label}`}
            >
              {entry.label}
              <CloseIcon />
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={textButton} onClick={onClearAll}>
        Clear all
      </button>
    </div>
  );
}

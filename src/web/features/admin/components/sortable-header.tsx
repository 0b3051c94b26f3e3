import { css } from 'styled-system/css';
import { ChevronDownIcon, ChevronUpIcon } from '@/web/ui/icons';
import type { SortState } from './table-sort';

/**
 * A column header that sorts the table: a button (keyboard and screen reader alike), with the
 * header's aria-sort telling which way the column is sorted.
 */
export function SortableHeader<Key extends string>({ label, column, sort, onSort }: { label: string; column: Key; sort: SortState<Key>; onSort: (column: Key) => void }) {
  const active = sort.key === column;
  const Icon = active && sort.direction === 'descending' ? ChevronDownIcon : ChevronUpIcon;
  return (
    <th scope="col" aria-sort={active ? sort.direction : 'none'} className={headerCell}>
      <button type="button" className={sortButton} onClick={() => onSort(column)}>
        {label}
        <Icon aria-hidden className={css({ opacity: active ? 1 : 0.35, flexShrink: 0 })} />
      </button>
    </th>
  );
}

export const headerCell = css({ textAlign: 'left', fontSize: 'sm', fontWeight: 'bold', color: 'muted', borderBottom: '2px solid token(colors.line)', px: '3', py: '2', whiteSpace: 'nowrap' });

const sortButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  font: 'inherit',
  color: 'inherit',
  bg: 'transparent',
  border: 'none',
  p: '1',
  mx: '-1',
  borderRadius: 'sm',
  cursor: 'pointer',
  _hover: { color: 'ink' },
});

import { useMemo, useState } from 'react';

export type SortDirection = 'ascending' | 'descending';
export interface SortState<Key extends string> {
  key: Key;
  direction: SortDirection;
}

/**
 * A table's sort: which column and which way, and the rows in that order. Picking the sorted column
 * again turns it round; another column starts ascending.
 */
export function useTableSort<Row, Key extends string>(rows: readonly Row[], valueOf: (row: Row, key: Key) => string | number | null, initial: SortState<Key>) {
  const [sort, setSort] = useState(initial);
  const sorted = useMemo(() => {
    const factor = sort.direction === 'ascending' ? 1 : -1;
    return [...rows].sort((a, b) => factor * compareValues(valueOf(a, sort.key), valueOf(b, sort.key)));
    // valueOf is a pure accessor of the caller's; a new one each render must not re-sort.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rows, sort]);
  const sortBy = (key: Key) =>
    setSort((current) => (current.key === key ? { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' } : { key, direction: 'ascending' }));
  return { sort, sortBy, sorted };
}

function compareValues(a: string | number | null, b: string | number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' });
}

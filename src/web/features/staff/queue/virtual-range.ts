/**
 * The arithmetic of a list that renders only the rows in view (use-window-virtual-list.ts): where
 * each row starts, given the heights measured so far, and which rows a stretch of the page shows.
 */

/** Each row's top, from the row heights, plus the whole list's height as the last entry. */
export function rowStarts(sizes: readonly number[]): number[] {
  const starts = new Array<number>(sizes.length + 1);
  starts[0] = 0;
  for (let index = 0; index < sizes.length; index++) starts[index + 1] = starts[index]! + sizes[index]!;
  return starts;
}

/** The first row whose bottom lies below `offset` (binary search over rowStarts' answer). */
function rowAt(starts: readonly number[], offset: number): number {
  const count = starts.length - 1;
  let low = 0;
  let high = count - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (starts[middle + 1]! <= offset) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The rows from `top` to `bottom` (list coordinates, the list's top being 0), widened by `overscan`
 * rows each way so a fast scroll or a Tab to the next row finds it already there. Inclusive bounds;
 * undefined when the list is empty or wholly out of view.
 */
export function visibleRange(starts: readonly number[], top: number, bottom: number, overscan: number): { first: number; last: number } | undefined {
  const count = starts.length - 1;
  if (count <= 0 || bottom <= 0 || top >= starts[count]!) return undefined;
  const first = rowAt(starts, Math.max(0, top));
  const last = rowAt(starts, Math.max(0, bottom - 1));
  return { first: Math.max(0, first - overscan), last: Math.min(count - 1, last + overscan) };
}

/** The rows to render: the visible range and any row kept on purpose (the one holding focus), in list order. */
export function renderedRows(range: { first: number; last: number } | undefined, kept: readonly number[], count: number): number[] {
  const rows = new Set<number>();
  if (range) for (let index = range.first; index <= Math.min(range.last, count - 1); index++) rows.add(index);
  for (const index of kept) if (index >= 0 && index < count) rows.add(index);
  return [...rows].sort((a, b) => a - b);
}

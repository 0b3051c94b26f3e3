import { describe, expect, it } from 'vitest';
import { renderedRows, rowStarts, visibleRange } from './virtual-range';

describe('rowStarts: where each row of a list starts', () => {
  it('adds up the heights, ending with the whole height', () => {
    expect(rowStarts([50, 60, 40])).toEqual([0, 50, 110, 150]);
    expect(rowStarts([])).toEqual([0]);
  });
});

describe('visibleRange: the rows a stretch of the page shows', () => {
  // Ten rows of 50 px: 0–500.
  const starts = rowStarts(Array<number>(10).fill(50));

  it('the rows the stretch touches, a row cut at either edge included', () => {
    expect(visibleRange(starts, 0, 120, 0)).toEqual({ first: 0, last: 2 });
    expect(visibleRange(starts, 75, 175, 0)).toEqual({ first: 1, last: 3 });
  });

  it('a row that ends exactly at the top edge, or starts exactly at the bottom one, is out of view', () => {
    expect(visibleRange(starts, 100, 200, 0)).toEqual({ first: 2, last: 3 });
  });

  it('widens by the overscan each way, never past the ends', () => {
    expect(visibleRange(starts, 200, 300, 2)).toEqual({ first: 2, last: 7 });
    expect(visibleRange(starts, 0, 100, 3)).toEqual({ first: 0, last: 4 });
    expect(visibleRange(starts, 400, 500, 3)).toEqual({ first: 5, last: 9 });
  });

  it('a list partly above the window (scrolled past) or starting below its top', () => {
    // The list starts 300 px below the window's top: the window shows its first 200 px of 500.
    expect(visibleRange(starts, -300, 200, 0)).toEqual({ first: 0, last: 3 });
    // Scrolled 450 px into the list: only the last row shows.
    expect(visibleRange(starts, 450, 1250, 0)).toEqual({ first: 9, last: 9 });
  });

  it('nothing when the list is empty or wholly out of view', () => {
    expect(visibleRange(rowStarts([]), 0, 800, 2)).toBeUndefined();
    expect(visibleRange(starts, -900, -100, 2)).toBeUndefined();
    expect(visibleRange(starts, 500, 900, 2)).toBeUndefined();
  });

  it('rows of different heights (one opened to show its details)', () => {
    const mixed = rowStarts([50, 300, 50, 50]);
    expect(visibleRange(mixed, 60, 120, 0)).toEqual({ first: 1, last: 1 });
    expect(visibleRange(mixed, 340, 420, 0)).toEqual({ first: 1, last: 3 });
  });
});

describe('renderedRows: the visible range and the rows kept on purpose', () => {
  it('adds a kept row outside the range, in list order, once', () => {
    expect(renderedRows({ first: 3, last: 5 }, [9], 20)).toEqual([3, 4, 5, 9]);
    expect(renderedRows({ first: 3, last: 5 }, [1, 4], 20)).toEqual([1, 3, 4, 5]);
    expect(renderedRows(undefined, [2], 20)).toEqual([2]);
  });

  it('never a row the list no longer has (a refresh shortened it)', () => {
    expect(renderedRows({ first: 3, last: 12 }, [15], 5)).toEqual([3, 4]);
  });
});

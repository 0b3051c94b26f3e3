import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { renderedRows, rowStarts, visibleRange } from './virtual-range';

export interface VirtualRow {
  index: number;
  /** The row's top inside the list, in px. */
  start: number;
}

export interface WindowVirtualList {
  /** The list element: it takes `totalSize` as its height and places the rows absolutely inside. */
  listRef: (element: HTMLElement | null) => void;
  totalSize: number;
  rows: VirtualRow[];
  /** A ref for the rendered row at `index`: its height is measured now and whenever it changes. */
  measureRow: (index: number) => (element: HTMLElement | null) => void;
}

/**
 * Renders only the rows of a long list that the window shows, plus `overscan` rows each way and any
 * rows in `keep` (the row holding focus, so it is never unmounted under the keyboard). The page
 * itself scrolls, so the list sits in the normal page flow on a phone and on a counter screen alike.
 * Rows may differ in height (one opened to show its details, a wrapped name on a phone): each
 * rendered row is measured with a ResizeObserver, keyed so a refresh that reorders the list keeps
 * the heights, and rows never seen count as `estimateSize` until they are.
 *
 * Why our own: a few dozen lines over virtual-range.ts, tested there, against a dependency for one screen.
 */
export function useWindowVirtualList<Key>({ keys, estimateSize, overscan, keep = [] }: { keys: readonly Key[]; estimateSize: number; overscan: number; keep?: readonly number[] }): WindowVirtualList {
  const [heights, setHeights] = useState(() => new Map<Key, number>());
  const list = useRef<HTMLElement | null>(null);
  const starts = useMemo(() => rowStarts(keys.map((key) => heights.get(key) ?? estimateSize)), [keys, heights, estimateSize]);
  const [range, setRange] = useState<{ first: number; last: number } | undefined>(() => visibleRange(starts, 0, typeof window === 'undefined' ? 0 : window.innerHeight, overscan));

  // The latest layout, for the scroll handler, which outlives renders.
  const latest = useRef({ starts, overscan });
  useLayoutEffect(() => {
    latest.current = { starts, overscan };
  });
  const update = useCallback(() => {
    const element = list.current;
    if (!element) return;
    const top = -element.getBoundingClientRect().top;
    const next = visibleRange(latest.current.starts, top, top + window.innerHeight, latest.current.overscan);
    setRange((previous) => (previous?.first === next?.first && previous?.last === next?.last ? previous : next));
  }, []);

  useLayoutEffect(() => {
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update, { passive: true });
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [update]);
  // Anything above the list may have moved it (a message shown, a row opened): look again after every render.
  useLayoutEffect(update);

  const keyOf = useRef(new WeakMap<Element, Key>());
  const record = useCallback((element: Element, height: number) => {
    const key = keyOf.current.get(element);
    // jsdom and a detached row measure 0: keep the estimate rather than collapse the row.
    if (key === undefined || height <= 0) return;
    setHeights((previous) => {
      if (previous.get(key) === height) return previous;
      const next = new Map(previous);
      next.set(key, height);
      return next;
    });
  }, []);
  // Made on the first row's measure (never during render), one for all rows.
  const observer = useRef<ResizeObserver | undefined>(undefined);
  const observe = useCallback(
    (element: Element) => {
      if (typeof ResizeObserver === 'undefined') return;
      observer.current ??= new ResizeObserver((entries) => {
        for (const entry of entries) record(entry.target, entry.borderBoxSize?.[0]?.blockSize ?? entry.target.getBoundingClientRect().height);
      });
      observer.current.observe(element);
    },
    [record],
  );
  useLayoutEffect(
    () => () => {
      observer.current?.disconnect();
      observer.current = undefined;
    },
    [],
  );

  // One ref callback per row key, kept across renders, so a re-render neither re-observes nor re-measures a row.
  const refs = useRef(new Map<Key, (element: HTMLElement | null) => void>());
  const measureRow = useCallback(
    (index: number) => {
      const key = keys[index]!;
      let ref = refs.current.get(key);
      if (!ref) {
        let current: HTMLElement | null = null;
        ref = (element: HTMLElement | null) => {
          if (current && current !== element) observer.current?.unobserve(current);
          current = element;
          if (!element) return;
          keyOf.current.set(element, key);
          observe(element);
          record(element, element.getBoundingClientRect().height);
        };
        refs.current.set(key, ref);
      }
      return ref;
    },
    [keys, observe, record],
  );

  const listRef = useCallback((element: HTMLElement | null) => {
    list.current = element;
  }, []);

  const rows = renderedRows(range, keep, keys.length).map((index) => ({ index, start: starts[index]! }));
  return { listRef, totalSize: starts[keys.length]!, rows, measureRow };
}

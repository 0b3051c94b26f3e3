import { useCallback, useEffect, useRef, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { HORIZONTAL_SCROLL_INSET } from '@/domain/constants';
import { IconButton } from './icon-button';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

type Edges = { start: boolean; end: boolean };

const arrows = css({ display: { base: 'none', sm: 'flex' }, gap: '2' });

/**
 * A horizontal scroller with arrows (part 1 §9): whether it shows its first or last item, measured
 * on scroll (pass `measure` as onScroll), when `itemCount` changes and when its size does, and a move by the scroller's
 * width minus HORIZONTAL_SCROLL_INSET. Both edges count as reached until it is measured.
 */
export function useHorizontalScroller<T extends HTMLElement>(itemCount: number) {
  const ref = useRef<T>(null);
  const [edges, setEdges] = useState<Edges>({ start: true, end: true });
  const measure = useCallback(() => {
    const el = ref.current;
    if (el) setEdges({ start: el.scrollLeft <= 1, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1 });
  }, []);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return measure();
    // Measured once laid out and whenever its size changes, not during the render's commit: the app's
    // render stays hidden while a page shown before it (kept on the device, or the server's copy) is
    // up, and a hidden scroller measures nothing; it also saves the commit a forced layout.
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure, itemCount]);
  const scrollBy = (direction: 1 | -1) => ref.current?.scrollBy({ left: direction * (ref.current.clientWidth - HORIZONTAL_SCROLL_INSET) });
  return { ref, edges, measure, scrollBy };
}

/** The scroller's left and right arrows, from the sm breakpoint (phones swipe); `what` names them ('Scroll products left'). */
export function ScrollArrows({ what, edges, onScroll, className }: { what: string; edges: Edges; onScroll: (direction: 1 | -1) => void; className?: string }) {
  return (
    <div className={cx(arrows, className)}>
      <IconButton variant="outline" aria-label={`Scroll ${what} left`} disabled={edges.start} onClick={() => onScroll(-1)}>
        <ChevronLeftIcon />
      </IconButton>
      <IconButton variant="outline" aria-label={`Scroll ${what} right`} disabled={edges.end} onClick={() => onScroll(1)}>
        <ChevronRightIcon />
      </IconButton>
    </div>
  );
}

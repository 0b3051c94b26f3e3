import { useEffect, useRef, type RefObject } from 'react';

/**
 * A screen's heading (tabIndex -1) takes focus when the screen opens, and again when `key` changes
 * (a new title in the same frame), so keyboard and screen reader users start at the new screen. It
 * waits a frame: after a navigation the shell first moves focus to main (web/shell/app-shell.tsx).
 */
export function useHeadingFocus<T extends HTMLElement = HTMLHeadingElement>(key?: unknown): RefObject<T | null> {
  const heading = useRef<T>(null);
  useEffect(() => {
    const frame = requestAnimationFrame(() => heading.current?.focus({ preventScroll: true }));
    return () => cancelAnimationFrame(frame);
  }, [key]);
  return heading;
}

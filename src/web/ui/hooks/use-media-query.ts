import { useSyncExternalStore } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const canMatch = () => typeof window !== 'undefined' && Boolean(window.matchMedia);

/** Whether a media query matches now; false where matchMedia is missing (tests, old engines). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      if (!canMatch()) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => canMatch() && window.matchMedia(query).matches,
    () => false,
  );
}

/** True while the shopper asks the system for less motion: carousels then never turn by themselves. */
export function useReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION);
}

/** The same, read once at the moment of a scroll or a map move. */
export function prefersReducedMotion(): boolean {
  return canMatch() && window.matchMedia(REDUCED_MOTION).matches;
}

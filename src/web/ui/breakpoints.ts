/**
 * The spec's breakpoints, one source for Panda's conditions (panda.config.ts) and for the few
 * components that render differently by width (useMediaQuery), so the two never drift apart.
 */
export const BREAKPOINTS = { xs: '600px', tablet: '767px', sm: '960px', burger: '1201px', md: '1280px' } as const;

export type Breakpoint = keyof typeof BREAKPOINTS;

/** A media query true below a breakpoint: Panda's `base`..`name` range, exclusive like its own `*Down` conditions. */
export function below(breakpoint: Breakpoint): string {
  return `(max-width: ${Number.parseFloat(BREAKPOINTS[breakpoint]) - 0.02}px)`;
}

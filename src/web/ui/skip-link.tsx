import type { ReactNode, RefObject } from 'react';
import { css } from 'styled-system/css';

/** Hidden above the screen until focused, then a dark pill at the top left. */
const skipLink = css({
  position: 'fixed',
  top: '2',
  left: '2',
  zIndex: 70,
  px: '4',
  py: '2',
  bg: 'ink',
  color: 'white',
  borderRadius: 'md',
  fontWeight: 'semibold',
  textDecoration: 'none',
  transform: 'translateY(-200%)',
  _focusVisible: { transform: 'none' },
});

/**
 * 'Skip to main content' (the shell) and 'Skip to results' (lists): a link that moves keyboard focus past what precedes `target` (a tabIndex -1 element): the next
 * Tab continues from there. The link keeps its #id href, so it works before the app has loaded too.
 */
export function SkipLink({ targetId, target, children }: { targetId: string; target: RefObject<HTMLElement | null>; children: ReactNode }) {
  return (
    <a
      href={`#${targetId}`}
      className={skipLink}
      onClick={(event) => {
        event.preventDefault();
        target.current?.focus();
      }}
    >
      {children}
    </a>
  );
}

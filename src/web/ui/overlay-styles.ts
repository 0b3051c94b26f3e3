import { css } from 'styled-system/css';

/**
 * Looks the overlay parts share, as raw style objects to spread into their slot recipes: each part
 * adds its own size, corners, shadow and animation.
 */

/** The dimmed layer behind a modal (dialog, drawer). */
export const modalBackdrop = css.raw({ position: 'fixed', inset: '0', zIndex: 50, bg: 'rgba(16, 22, 19, 0.6)' });

/** A panel floating over the page beside its trigger (menu, popover, select list). */
export const floatingPanel = css.raw({ bg: 'canvas', color: 'ink', border: '1px solid', borderColor: 'line', outline: 'none' });

/** One choice in a floating list (menu item, select item), highlighted by keyboard or pointer. */
export const floatingOption = css.raw({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  minH: '10',
  px: '3',
  cursor: 'pointer',
  _highlighted: { bg: 'brand.soft' },
  _disabled: { opacity: 0.5, cursor: 'not-allowed' },
});

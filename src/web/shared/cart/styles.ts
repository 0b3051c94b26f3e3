import type { CSSProperties } from 'react';
import { css } from 'styled-system/css';
import { HEADER_HEIGHT_DESKTOP, HEADER_HEIGHT_MOBILE } from '@/domain/constants';
import { below } from '@/web/ui/breakpoints';
export { muted, fieldError } from '@/web/ui/page-styles';

const STICKY_GAP_PX = 16;

/** Where the summary column sticks: below the sticky site header (mobile header up to the burger breakpoint). */
export const stickyOffsets = {
  '--cart-sticky-mobile': `${HEADER_HEIGHT_MOBILE + STICKY_GAP_PX}px`,
  '--cart-sticky-desktop': `${HEADER_HEIGHT_DESKTOP + STICKY_GAP_PX}px`,
} as CSSProperties;

/**
 * The cart's columns, mobile first: one column on phones; from the small breakpoint the lines and
 * checkout choices on the left, the order summary beside them and kept in view while scrolling.
 */
export const checkoutColumns = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'minmax(0, 1fr) 380px' },
  gap: { base: '5', sm: '6' },
  alignItems: 'start',
});

/** Below Panda's `sm` breakpoint (960px) the cart is one column: Place Order rides in a bar at the bottom. */
export const ONE_COLUMN_CHECKOUT = below('sm');

/**
 * That bar: the last item of the cart's grid, sticky at the bottom of the screen while the lines,
 * choices and summary scroll by, resting after the summary at the end (never over the footer).
 */
export const checkoutBar = css({
  position: 'sticky',
  bottom: '0',
  zIndex: 'sticky',
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  mx: '-4',
  px: '4',
  py: '3',
  bg: 'canvas',
  borderTop: '1px solid token(colors.line)',
  boxShadow: '0 -6px 16px rgba(27, 31, 29, 0.08)',
});

export const column = css({ display: 'flex', flexDirection: 'column', gap: { base: '5', sm: '6' }, minW: '0' });

export const summaryColumn = css({ display: 'flex', flexDirection: 'column', gap: '5', position: { sm: 'sticky' }, top: { sm: 'var(--cart-sticky-mobile)', burger: 'var(--cart-sticky-desktop)' } });

export const stack = css({ display: 'flex', flexDirection: 'column', gap: '3' });

import { css } from 'styled-system/css';

/** Kiosk order screens: wider than the check-in panel (a menu needs room), the same touch sizes. */

export const orderScreen = css({ width: 'full', maxW: '1200px', mx: 'auto', display: 'flex', flexDirection: 'column', gap: '5' });

export const orderHeader = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '3' });

/** A card of the review step (the check-in panel's look, without its fixed width). */
export const orderPanel = css({ display: 'flex', flexDirection: 'column', gap: '5', p: { base: '5', sm: '8' }, bg: 'canvas', borderRadius: 'card', boxShadow: 'lg' });

export const sectionTitle = css({ fontSize: { base: '2xl', sm: '3xl' }, fontWeight: 'bold', lineHeight: '1.2' });

/** Menu tiles: one column on a phone (a stepper needs the room), up to four on a wide screen. */
export const menuGrid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
  gap: '4',
  listStyle: 'none',
  p: '0',
  m: '0',
});

/** Category choices: one row that scrolls sideways, each a large pill. */
export const categoryRow = css({ display: 'flex', gap: '3', overflowX: 'auto', pb: '2', listStyle: 'none', m: '0', p: '1', scrollbarWidth: 'thin' });
export const categoryPill = css({
  minH: '14',
  px: '6',
  fontSize: 'xl',
  fontWeight: 'semibold',
  whiteSpace: 'nowrap',
  borderRadius: 'pill',
  border: '2px solid',
  borderColor: 'line',
  bg: 'canvas',
  color: 'ink',
  cursor: 'pointer',
  _hover: { borderColor: 'brand' },
  '&[aria-pressed=true]': { bg: 'brand', color: 'brand.contrast', borderColor: 'brand' },
});

/** The bar that follows the shopper down the menu: what the order holds and the way to review it. */
export const cartBar = css({
  position: 'sticky',
  bottom: '0',
  zIndex: 10,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  p: '4',
  bg: 'canvas',
  borderRadius: 'card',
  boxShadow: 'lg',
  border: '1px solid',
  borderColor: 'line',
});

export const fieldLabel = css({ fontSize: 'xl', fontWeight: 'semibold' });
export const fieldError = css({ fontSize: 'lg', color: 'danger', fontWeight: 'medium' });

import { css } from 'styled-system/css';

/** Kiosk type and touch targets (kiosk mode: full screen, large touch targets): at least 56px high. */

// `!`: these override the Button recipe's size, whose atomic classes would otherwise win by order.
export const kioskButton = css({ minH: '14!', px: '8!', fontSize: 'xl!' });

export const kioskTitle = css({ fontSize: { base: '3xl', sm: '5xl' }, fontWeight: 'black', letterSpacing: 'tight', lineHeight: '1.1', outline: 'none' });

export const kioskText = css({ fontSize: { base: 'lg', sm: '2xl' }, lineHeight: 'snug' });

export const kioskPanel = css({
  width: 'full',
  maxW: '720px',
  mx: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: '6',
  p: { base: '6', sm: '10' },
  bg: 'canvas',
  borderRadius: 'card',
  boxShadow: 'lg',
});

export const kioskInput = css({
  width: 'full',
  minH: '16',
  px: '5',
  fontSize: '3xl',
  letterSpacing: 'wide',
  bg: 'canvas',
  color: 'ink',
  border: '2px solid',
  borderColor: 'muted',
  borderRadius: 'md',
  outline: 'none',
  _focusVisible: { borderColor: 'brand', boxShadow: '0 0 0 2px token(colors.brand)' },
  '&[aria-invalid=true]': { borderColor: 'danger' },
});

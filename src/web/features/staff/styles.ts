import { css } from 'styled-system/css';

/** The staff screens' column: as wide as the order screens (features/orders/styles.ts). */
export const staffShell = css({
  maxW: '1040px',
  mx: 'auto',
  px: { base: '4', sm: '6' },
  pt: { base: '5', sm: '8' },
  pb: '14',
  display: 'flex',
  flexDirection: 'column',
  gap: { base: '5', sm: '6' },
});

/** Facts as label-over-value pairs in a grid: one column on a phone, more as the screen widens. */
export const factGrid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
  gap: { base: '3', sm: '4' },
  m: '0',
});
export const factLabel = css({ fontSize: 'xs', fontWeight: 'semibold', color: 'muted', textTransform: 'uppercase', letterSpacing: 'wide' });
export const factValue = css({ m: '0', overflowWrap: 'anywhere' });

import { css } from 'styled-system/css';

/** Facts as label-over-value pairs in a grid: one column on a phone, more as the screen widens. */
export const factGrid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
  gap: { base: '3', sm: '4' },
  m: '0',
});
export const factLabel = css({ fontSize: 'xs', fontWeight: 'semibold', color: 'muted', textTransform: 'uppercase', letterSpacing: 'wide' });
export const factValue = css({ m: '0', overflowWrap: 'anywhere' });

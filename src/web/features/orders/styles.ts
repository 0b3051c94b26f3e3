import { css } from 'styled-system/css';

/** The order screens' column: wide enough for the items beside the summary on a desktop. */
export const ordersShell = css({
  maxW: '1040px',
  mx: 'auto',
  px: { base: '4', sm: '6' },
  pt: { base: '5', sm: '8' },
  pb: '14',
  display: 'flex',
  flexDirection: 'column',
  gap: { base: '5', sm: '6' },
});

export const pageTitle = css({
  fontSize: { base: '2xl', sm: '4xl' },
  fontWeight: 'black',
  letterSpacing: 'tight',
  lineHeight: '1.15',
  outline: 'none',
});

export const sectionTitle = css({ fontSize: { base: 'lg', sm: 'xl' }, fontWeight: 'extrabold', letterSpacing: 'tight' });

export const muted = css({ color: 'muted', fontSize: 'sm' });

export const listReset = css({ listStyle: 'none', p: '0', m: '0', display: 'flex', flexDirection: 'column', gap: '3' });

/** A label and its value on one row (summary lines, card facts). */
export const valueRow = css({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: '3' });

import { css } from 'styled-system/css';

/** The contact screens: one narrow column, mobile first, like the account screens. */
export const contactShell = css({
  maxW: '720px',
  mx: 'auto',
  px: { base: '4', sm: '6' },
  pt: { base: '5', sm: '8' },
  pb: '14',
  display: 'flex',
  flexDirection: 'column',
  gap: { base: '6', sm: '8' },
});

export const pageTitle = css({ fontSize: { base: '2xl', sm: '4xl' }, fontWeight: 'black', letterSpacing: 'tight', lineHeight: '1.15', outline: 'none' });

export const stack = css({ display: 'flex', flexDirection: 'column', gap: '4' });

export const muted = css({ color: 'muted', fontSize: 'sm' });

/** Side by side from the small breakpoint, stacked on phones. */
export const twoColumns = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', xs: '1fr 1fr' }, alignItems: 'start' });

export const fieldError = css({ fontSize: 'sm', color: 'danger', fontWeight: 'medium' });

export const formAlert = css({
  p: '3.5',
  borderRadius: 'md',
  borderLeftWidth: '4px',
  borderLeftColor: 'danger',
  bg: 'rgba(179, 38, 30, 0.07)',
  color: 'danger',
  fontSize: 'sm',
  outline: 'none',
});

export const formActions = css({ display: 'flex', justifyContent: 'flex-end', '& > *': { width: { base: 'full', xs: 'auto' } } });

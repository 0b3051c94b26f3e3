import { css } from 'styled-system/css';
export { pageTitle, stack, muted, fieldError } from '@/web/ui/page-styles';

/** Side by side from the small breakpoint, stacked on phones. */
export const twoColumns = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', xs: '1fr 1fr' }, alignItems: 'start' });

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

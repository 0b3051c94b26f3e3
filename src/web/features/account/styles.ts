import { css } from 'styled-system/css';
export { pageTitle, sectionTitle, stack, muted, listReset } from '@/web/ui/page-styles';
export { cardHeader } from '@/web/ui/section-card';

/** Cancel / Save rows: full-width buttons on phones, side by side from the small breakpoint. */
export const formActions = css({
  display: 'flex',
  flexDirection: { base: 'column-reverse', xs: 'row' },
  justifyContent: 'flex-end',
  gap: '3',
  '& > *': { width: { base: 'full', xs: 'auto' } },
});

/**
 * Small buttons keep their compact type but get a 44px tall tap target. The selector outranks the
 * button recipe's own min-height, whatever order the atomic classes land in.
 */
export const tapTarget = css({ '&:is(a, button)': { minH: '11' } });

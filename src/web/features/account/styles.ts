import { css } from 'styled-system/css';
export { pageTitle, sectionTitle, stack, muted, listReset } from '@/web/ui/page-styles';

/** Cancel / Save rows: full-width buttons on phones, side by side from the small breakpoint. */
export const formActions = css({
  display: 'flex',
  flexDirection: { base: 'column-reverse', xs: 'row' },
  justifyContent: 'flex-end',
  gap: '3',
  '& > *': { width: { base: 'full', xs: 'auto' } },
});

/** A card's title and its action on one row; a long title wraps rather than pushing the action down. */
export const cardHeader = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', '& > :first-child': { flex: '1', minW: '0' } });

/**
 * Small buttons keep their compact type but get a 44px tall tap target. The selector outranks the
 * button recipe's own min-height, whatever order the atomic classes land in.
 */
export const tapTarget = css({ '&:is(a, button)': { minH: '11' } });

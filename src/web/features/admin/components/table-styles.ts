import { css } from 'styled-system/css';

/**
 * The console's tables: full width, a scroll of their own on narrow screens, quiet row lines.
 * The scroll box is positioned so a visually hidden header label stays inside it instead of widening the page.
 * Row headers (a name cell as th scope=row) line up with the data cells.
 */
export const tableScroll = css({ position: 'relative', overflowX: 'auto', borderRadius: 'card', border: '1px solid token(colors.line)', bg: 'canvas' });
export const table = css({ width: 'full', borderCollapse: 'collapse', fontSize: 'sm', '& td, & tbody th': { px: '3', py: '2.5', borderBottom: '1px solid token(colors.line)', verticalAlign: 'top' }, '& tbody th': { textAlign: 'left' } });
export const consolePage = css({ display: 'flex', flexDirection: 'column', gap: '5', px: { base: '4', sm: '8' }, py: { base: '5', sm: '7' }, minW: '0' });
export const consoleTitle = css({ fontSize: { base: '2xl', sm: '3xl' }, fontWeight: 'extrabold', letterSpacing: 'tight' });
export const filterBar = css({ display: 'grid', gridTemplateColumns: { base: '1fr', xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' }, gap: '3', alignItems: 'end' });
/** A row's buttons side by side, wrapping on narrow screens; on one line from lg (a lone 'End' on a line of its own doubled every row). */
export const rowActions = css({ display: 'flex', gap: '2', flexWrap: { base: 'wrap', lg: 'nowrap' } });

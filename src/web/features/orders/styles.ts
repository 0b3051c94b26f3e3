import { css } from 'styled-system/css';
export { pageTitle, sectionTitle, muted, listReset } from '@/web/ui/page-styles';

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

/** A label and its value on one row (summary lines, card facts). */
export const valueRow = css({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: '3' });

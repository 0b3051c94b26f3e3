import { css } from 'styled-system/css';
export { pageTitle, sectionTitle, muted, listReset } from '@/web/ui/page-styles';

/** A label and its value on one row (summary lines, card facts). */
export const valueRow = css({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: '3' });

import { css } from 'styled-system/css';
import type { Report } from '@/api/admin-reports';
import { formatCents } from '@/domain/money';
import { formatCount } from './report-format';

const grid = css({ display: 'grid', gridTemplateColumns: { base: '1fr', xs: 'repeat(3, minmax(0, 1fr))' }, gap: '3', m: '0' });
const tile = css({ display: 'flex', flexDirection: 'column-reverse', gap: '1', p: '4', borderRadius: 'card', border: '1px solid token(colors.line)', bg: 'canvas' });
const figure = css({ fontSize: '2xl', fontWeight: 'extrabold', fontVariantNumeric: 'tabular-nums', m: '0' });

/** The three numbers a store is run by: orders, sales (their grand totals) and the average basket. */
export function ReportHeadline({ totals }: { totals: Report['totals'] }) {
  const stopped = totals.cancelled + totals.rejected;
  return (
    <dl className={grid} aria-label="Headline figures">
      <div className={tile}>
        <dt className={css({ color: 'muted', fontSize: 'sm' })}>Orders{stopped > 0 ? ` (${formatCount(stopped)} cancelled or rejected not counted)` : ''}</dt>
        <dd className={figure}>{formatCount(totals.orders)}</dd>
      </div>
      <div className={tile}>
        <dt className={css({ color: 'muted', fontSize: 'sm' })}>Sales</dt>
        <dd className={figure}>{formatCents(totals.sales_cents)}</dd>
      </div>
      <div className={tile}>
        <dt className={css({ color: 'muted', fontSize: 'sm' })}>Average basket</dt>
        <dd className={figure}>{formatCents(totals.average_basket_cents)}</dd>
      </div>
    </dl>
  );
}

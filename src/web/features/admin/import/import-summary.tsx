import { css } from 'styled-system/css';
import type { ImportSummary } from '@/api/admin-import';
import { USAGE_LABEL } from '@/domain/usage-type';
import { headerCell } from '../components/sortable-header';
import { table, tableScroll } from '../components/table-styles';

const COUNTS: { key: keyof ImportSummary['counts']; label: string }[] = [
  { key: 'rows', label: 'Rows' },
  { key: 'new', label: 'New' },
  { key: 'changed', label: 'Changed' },
  { key: 'unchanged', label: 'Unchanged' },
  { key: 'removed', label: 'Left out' },
  { key: 'errors', label: 'Rows with errors' },
];

/** The diff of a dry run (or the outcome of an apply): counts, then every row error and the first changes. */
export function ImportSummaryView({ summary }: { summary: ImportSummary }) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <dl aria-label="Import counts" className={css({ display: 'grid', gridTemplateColumns: { base: 'repeat(3, 1fr)', sm: 'repeat(6, 1fr)' }, gap: '3' })}>
        {COUNTS.map(({ key, label }) => (
          <div key={key} data-tone={key === 'errors' && summary.counts.errors ? 'error' : undefined} className={countBox}>
            <dt className={css({ fontSize: 'sm', color: 'muted' })}>{label}</dt>
            <dd className={css({ fontSize: '2xl', fontWeight: 'extrabold', m: '0' })}>{summary.counts[key].toLocaleString()}</dd>
          </div>
        ))}
      </dl>
      {summary.errors.length > 0 && (
        <div className={tableScroll}>
          <table className={table}>
            <caption className={css({ textAlign: 'left', fontWeight: 'bold', p: '3' })}>Rows with errors</caption>
            <thead>
              <tr>
                <th scope="col" className={headerCell}>Row</th>
                <th scope="col" className={headerCell}>Field</th>
                <th scope="col" className={headerCell}>Why</th>
              </tr>
            </thead>
            <tbody>
              {summary.errors.map((error, index) => (
                <tr key={`${error.row}-${error.field}-${index}`}>
                  <td>{error.row}</td>
                  <td>{error.field}</td>
                  <td>{error.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ChangeList title="New items" rows={summary.new} total={summary.counts.new} />
      <ChangeList title="Changed items" rows={summary.changed} total={summary.counts.changed} />
    </div>
  );
}

function ChangeList({ title, rows, total }: { title: string; rows: ImportSummary['new']; total: number }) {
  if (!rows.length) return null;
  return (
    <details className={css({ border: '1px solid token(colors.line)', borderRadius: 'card', p: '3' })}>
      <summary className={css({ fontWeight: 'bold', cursor: 'pointer' })}>
        {title} ({total.toLocaleString()}{rows.length < total ? `, the first ${rows.length} listed` : ''})
      </summary>
      <ul className={css({ mt: '2', pl: '4', listStyle: 'disc', fontSize: 'sm' })}>
        {rows.map((row) => (
          <li key={`${row.sku}-${row.usage_type}`}>
            {row.sku} · {row.name} ({USAGE_LABEL[row.usage_type]}){row.fields.length ? `: ${row.fields.join(', ')}` : ''}
          </li>
        ))}
      </ul>
    </details>
  );
}

const countBox = css({ p: '3', borderRadius: 'md', bg: 'wash', '&[data-tone=error]': { bg: 'rgba(179, 38, 30, 0.07)', color: 'danger' } });

import { css } from 'styled-system/css';

/**
 * An audit entry's values before and after, side by side: field by field when both are records (an
 * edit keeps only the fields it changed), else each value whole (a creation has no 'before').
 */
export function AuditChange({ before, after }: { before: unknown; after: unknown }) {
  if (isRecord(before) || isRecord(after)) {
    const was = isRecord(before) ? before : {};
    const now = isRecord(after) ? after : {};
    const fields = [...new Set([...Object.keys(was), ...Object.keys(now)])];
    if (!fields.length) return <p className={css({ color: 'muted' })}>No values were recorded.</p>;
    return (
      <table className={changeTable}>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Before</th>
            <th scope="col">After</th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => (
            <tr key={field}>
              <th scope="row">{field}</th>
              <td>
                <Value value={was[field]} />
              </td>
              <td>
                <Value value={now[field]} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  return (
    <div className={css({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '3' })}>
      <div>
        <p className={css({ fontWeight: 'bold', mb: '1' })}>Before</p>
        <Value value={before} />
      </div>
      <div>
        <p className={css({ fontWeight: 'bold', mb: '1' })}>After</p>
        <Value value={after} />
      </div>
    </div>
  );
}

function Value({ value }: { value: unknown }) {
  if (value === undefined || value === null) return <span className={css({ color: 'muted' })}>—</span>;
  const text = typeof value === 'string' ? value : JSON.stringify(value, null, 2);
  return <pre className={css({ whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontSize: 'xs', m: '0' })}>{text}</pre>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const changeTable = css({
  width: 'full',
  borderCollapse: 'collapse',
  tableLayout: 'fixed',
  '& th, & td': { textAlign: 'left', px: '2', py: '1.5', borderBottom: '1px solid token(colors.line)', verticalAlign: 'top' },
  '& thead th': { fontSize: 'xs', color: 'muted', textTransform: 'uppercase', letterSpacing: 'wide' },
  '& tbody th': { fontWeight: 'semibold', wordBreak: 'break-word' },
});

import { Fragment, useState } from 'react';
import { css } from 'styled-system/css';
import type { AuditEntry, AuditSort } from '@/api/admin';
import { ChevronDownIcon } from '@/web/ui/icons';
import { headerCell, SortableHeader } from '../components/sortable-header';
import type { SortState } from '../components/table-sort';
import { table, tableScroll } from '../components/table-styles';
import { AuditChange } from './audit-change';

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * One page of audit entries in the order the server sorted the whole log; the sortable headers ask
 * it for another order (`onSort`), and each row opens to show the values before and after.
 */
export function AuditTable({ entries, busy, sort, onSort }: { entries: readonly AuditEntry[]; busy: boolean; sort: SortState<AuditSort>; onSort: (column: AuditSort) => void }) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <div className={tableScroll} aria-busy={busy || undefined}>
      <table className={table}>
        <caption className={css({ srOnly: true })}>Audit log, sortable by time, who, action and object</caption>
        <thead>
          <tr>
            <SortableHeader label="Time" column="at" sort={sort} onSort={onSort} />
            <th scope="col" className={headerCell}>
              Store
            </th>
            <SortableHeader label="Who" column="actor" sort={sort} onSort={onSort} />
            <SortableHeader label="Action" column="action" sort={sort} onSort={onSort} />
            <SortableHeader label="Object" column="object" sort={sort} onSort={onSort} />
            <th scope="col" className={headerCell}>
              <span className={css({ srOnly: true })}>Details</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const expanded = open.has(entry.id);
            const detailsId = `audit-entry-${entry.id}`;
            return (
              <Fragment key={entry.id}>
                <tr>
                  <td className={css({ whiteSpace: 'nowrap' })}>
                    <time dateTime={entry.at}>{timeFormat.format(new Date(entry.at))}</time>
                  </td>
                  <td>{entry.store_name ?? 'Brand'}</td>
                  <td className={css({ wordBreak: 'break-word' })}>{entry.actor}</td>
                  <td>
                    <code>{entry.action}</code>
                  </td>
                  <td>
                    {entry.object_type} {entry.object_id}
                  </td>
                  <td>
                    <button type="button" className={expandButton} aria-expanded={expanded} aria-controls={detailsId} onClick={() => toggle(entry.id)}>
                      {expanded ? 'Hide' : 'Changes'}
                      <span className={css({ srOnly: true })}> of {entry.action} at {timeFormat.format(new Date(entry.at))}</span>
                      <ChevronDownIcon aria-hidden className={css({ transform: expanded ? 'rotate(180deg)' : undefined })} />
                    </button>
                  </td>
                </tr>
                <tr id={detailsId} hidden={!expanded}>
                  <td colSpan={6} className={css({ bg: 'wash' })}>
                    {expanded && <AuditChange before={entry.before} after={entry.after} />}
                  </td>
                </tr>
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

const expandButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  minH: '9',
  px: '2.5',
  borderRadius: 'md',
  border: '1px solid token(colors.line)',
  bg: 'canvas',
  color: 'brand',
  fontWeight: 'semibold',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  _hover: { borderColor: 'brand' },
});

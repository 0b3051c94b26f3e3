import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { css } from 'styled-system/css';
import type { AuditSort } from '@/api/admin';
import { can } from '@/domain/staff-roles';
import { LoadFailed } from '@/web/shared/load-failed';
import { sessionState } from '@/web/state/session';
import { Button } from '@/web/ui/button';
import { muted } from '@/web/ui/page-styles';
import { Skeleton } from '@/web/ui/skeleton';
import { StateMessage } from '@/web/ui/state-message';
import { auditLogQueryOptions } from '../api/get-audit-log';
import type { SortState } from '../components/table-sort';
import { consolePage, consoleTitle } from '../components/table-styles';
import { useConsole } from '../frame/console-context';
import { AuditFilterForm } from './audit-filter-form';
import { AUDIT_DEFAULT_SORT, AUDIT_PAGE_SIZE, auditQueryOf, NO_AUDIT_FILTERS, type AuditFilterValues } from './audit-filters';
import { AuditTable } from './audit-table';
import { CONSOLE_OFFLINE } from '../components/console-messages';

/** The audit log (operators): every console and feed write, filtered, paged, with its before and after. */
export function AuditLogPage() {
  const { me } = useConsole();
  const { userId } = useSnapshot(sessionState);
  const [filters, setFilters] = useState(NO_AUDIT_FILTERS);
  const [page, setPage] = useState(0);
  const [sort, setSort] = useState<SortState<AuditSort>>(AUDIT_DEFAULT_SORT);
  const allowed = can(me, 'audit.read');
  const log = useQuery({ ...auditLogQueryOptions(userId, auditQueryOf(filters, page, sort)), enabled: allowed && userId !== undefined });
  const apply = (values: AuditFilterValues) => {
    setFilters(values);
    setPage(0);
  };
  // The sorted column again turns it round; another starts ascending. A new order starts at its first page.
  const sortBy = (key: AuditSort) => {
    setSort((current) => (current.key === key ? { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' } : { key, direction: 'ascending' }));
    setPage(0);
  };
  if (!allowed) {
    return (
      <div className={consolePage}>
        <h1 className={consoleTitle}>Audit log</h1>
        <StateMessage tone="error">
          <p>Only operators can do this.</p>
        </StateMessage>
      </div>
    );
  }
  const total = log.data?.total_rows ?? 0;
  const pages = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  return (
    <div className={consolePage}>
      <h1 className={consoleTitle}>Audit log</h1>
      <p className={muted}>Every change made in the console or by a point-of-sale feed: who, when, what, and the values before and after.</p>
      <AuditFilterForm stores={me.stores} applied={filters} onApply={apply} />
      {log.isError ? (
        <LoadFailed error={log.error} message={log.error.message} offlineMessage={CONSOLE_OFFLINE} onRetry={() => void log.refetch()} retrying={log.isFetching} />
      ) : log.data ? (
        <>
          <p role="status" className={muted}>
            {total === 0 ? 'No changes match these filters.' : `${total} ${total === 1 ? 'change' : 'changes'}${pages > 1 ? `, page ${page + 1} of ${pages}` : ''}`}
          </p>
          {log.data.data.length > 0 && <AuditTable entries={log.data.data} busy={log.isPlaceholderData} sort={sort} onSort={sortBy} />}
          {pages > 1 && (
            <nav aria-label="Audit log pages" className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
              <Button size="sm" variant="outline" disabled={page === 0} onClick={() => setPage(page - 1)}>
                {pagerLabels(sort)[0]}
              </Button>
              <Button size="sm" variant="outline" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
                {pagerLabels(sort)[1]}
              </Button>
            </nav>
          )}
        </>
      ) : (
        <Skeleton height="16rem" className={css({ borderRadius: 'card' })} />
      )}
    </div>
  );
}

/** The pager's buttons say where they go: newer or older when sorted by time, else back or on. */
function pagerLabels(sort: SortState<AuditSort>): [string, string] {
  if (sort.key !== 'at') return ['Previous', 'Next'];
  return sort.direction === 'descending' ? ['Newer', 'Older'] : ['Older', 'Newer'];
}


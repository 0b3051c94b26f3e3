import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { css } from 'styled-system/css';
import type { ReportTable } from '@/api/admin-reports';
import { can } from '@/domain/staff-roles';
import { LoadFailed } from '@/web/shared/load-failed';
import { sessionState } from '@/web/state/session';
import { fieldError, muted } from '@/web/ui/page-styles';
import { LoadingRegion, Skeleton } from '@/web/ui/skeleton';
import { StateMessage } from '@/web/ui/state-message';
import { reportQueryOptions, reportTableFile } from '../api/reports';
import { CONSOLE_OFFLINE } from '../components/console-messages';
import { consolePage, consoleTitle } from '../components/table-styles';
import { useSaveFile } from '../components/use-save-file';
import { useConsole } from '../frame/console-context';
import { ReportFilters } from './report-filters';
import { ReportHeadline } from './report-headline';
import { reportQueryOf, storeToday, type ReportChoice } from './report-range-state';
import { ReportSections } from './report-sections';

/** Reports (README "Reports"): a store's or all the role's stores' orders and sales over store days, with charts, tables and CSV. */
export function ReportPage() {
  const { me, store } = useConsole();
  const { userId } = useSnapshot(sessionState);
  const [choice, setChoice] = useState<ReportChoice>(() => {
    const today = storeToday(me.stores, store?.id ?? 'all', new Date());
    return { store: store?.id ?? 'all', range: 'today', from: today, to: today };
  });
  // The console's Store picker sits beside this page's own choice: picking a store there reports on it.
  const [followedStoreId, setFollowedStoreId] = useState(store?.id);
  if (store?.id !== followedStoreId) {
    setFollowedStoreId(store?.id);
    if (store) setChoice((current) => ({ ...current, store: store.id }));
  }
  const query = reportQueryOf(me.stores, choice, new Date());
  const allowed = can(me, 'reports.read');
  const report = useQuery({ ...reportQueryOptions(userId, query), enabled: allowed && userId !== undefined && me.stores.length > 0, placeholderData: keepPreviousData });
  // Per table: a second download must not clear the first one's busy state when it ends first.
  const [downloading, setDownloading] = useState<ReadonlySet<ReportTable>>(new Set());
  const [downloadError, setDownloadError] = useState('');
  const saveFile = useSaveFile();

  const download = async (table: ReportTable) => {
    setDownloadError('');
    setDownloading((busy) => new Set(busy).add(table));
    try {
      const { name, blob } = await reportTableFile(query, table);
      saveFile(name, blob);
    } catch (caught) {
      setDownloadError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setDownloading((busy) => new Set([...busy].filter((other) => other !== table)));
    }
  };

  if (!allowed || !me.stores.length) {
    return (
      <div className={consolePage}>
        <h1 className={consoleTitle}>Reports</h1>
        <StateMessage tone="error">
          <p>{allowed ? 'You have no stores to report on.' : 'Only operators and store managers can use the console.'}</p>
        </StateMessage>
      </div>
    );
  }
  const range = query.from === query.to ? query.from : `${query.from} to ${query.to}`;
  return (
    <div className={consolePage}>
      <h1 className={consoleTitle}>Reports</h1>
      <p className={muted}>Orders and sales by store day, in each store's own time zone. Sales are the grand totals of orders not cancelled or rejected.</p>
      <ReportFilters stores={me.stores} choice={choice} onChange={setChoice} />
      {downloadError && (
        <p role="alert" className={fieldError}>
          {downloadError}
        </p>
      )}
      {report.isError ? (
        <LoadFailed error={report.error} message={report.error.message} offlineMessage={CONSOLE_OFFLINE} onRetry={() => void report.refetch()} retrying={report.isFetching} />
      ) : report.data ? (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '6', opacity: report.isPlaceholderData ? 0.6 : 1 })} aria-busy={report.isPlaceholderData}>
          <p role="status" className={muted}>
            {report.data.stores.length === 1 ? report.data.stores[0]!.name : `${report.data.stores.length} stores`}, {range}
          </p>
          <ReportHeadline totals={report.data.totals} />
          <ReportSections report={report.data} onDownload={(table) => void download(table)} downloading={downloading} />
        </div>
      ) : (
        <LoadingRegion label="Loading report" className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
          <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', xs: 'repeat(3, minmax(0, 1fr))' }, gap: '3' })}>
            <Skeleton height="5.5rem" />
            <Skeleton height="5.5rem" />
            <Skeleton height="5.5rem" />
          </div>
          <Skeleton height="16rem" />
          <Skeleton height="10rem" />
        </LoadingRegion>
      )}
    </div>
  );
}

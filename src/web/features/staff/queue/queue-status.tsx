import { useState } from 'react';
import { css } from 'styled-system/css';
import { isNetworkFailure } from '@/web/data/api-errors';
import { Button } from '@/web/ui/button';
import { muted } from '@/web/ui/page-styles';
import { formatUpdatedAt } from '../staff-format';
import { LiveIndicator } from './live-indicator';

export const REFRESH_OFFLINE = "You're offline: these orders may be out of date. The queue refreshes once you're back online.";
export const REFRESH_FAILED = 'The queue could not refresh: these orders may be out of date. It tries again by itself.';

/**
 * How many orders the list holds ('12 orders', '3 of 12 orders'), how fresh it is ('Updated 12:26:05
 * PM', from the server's as_of) and whether it hears orders live, a Refresh button, and, when the last
 * refresh failed, that the rows shown may be out of date. One short line beside the status tabs.
 */
export function QueueStatus({ count, asOf, timeZone, refreshError, onRefresh }: { count: string; asOf: string; timeZone: string; refreshError: unknown; onRefresh: () => Promise<unknown> }) {
  const [refreshing, setRefreshing] = useState(false);
  const refresh = () => {
    setRefreshing(true);
    void onRefresh().finally(() => setRefreshing(false));
  };
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', pb: '1', ml: 'auto' })}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: '3' })}>
        <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3', fontSize: 'sm' })}>
          <p className={css({ fontWeight: 'semibold' })}>{count}</p>
          <p className={muted}>
            <time dateTime={asOf}>{formatUpdatedAt(asOf, timeZone)}</time>
          </p>
          <LiveIndicator />
        </div>
        <Button variant="ghost" size="sm" onClick={refresh} loading={refreshing} loadingText="Refreshing">
          Refresh
        </Button>
      </div>
      {refreshError !== undefined && (
        <p role="status" className={css({ fontSize: 'sm', fontWeight: 'semibold', color: 'warning', maxW: '36rem' })}>
          {isNetworkFailure(refreshError) ? REFRESH_OFFLINE : REFRESH_FAILED}
        </p>
      )}
    </div>
  );
}

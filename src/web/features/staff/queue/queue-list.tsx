import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { css } from 'styled-system/css';
import { useSnapshot } from 'valtio';
import type { StaffStore } from '@/api/staff';
import { LoadFailed } from '@/web/shared/load-failed';
import { StateMessage } from '@/web/ui/state-message';
import { sessionState } from '@/web/state/session';
import { Button } from '@/web/ui/button';
import { CardListSkeleton } from '@/web/ui/card-list-skeleton';
import { Tabs } from '@/web/ui/tabs';
import { orderQueueQueryOptions } from '../api/get-order-queue';
import { useQueueRefreshMs } from '@/web/shared/staff/get-terminal-settings';
import { STAFF_QUEUE_FILTER_VALUES, type StaffQueueFilter } from '@/web/shared/orders/orders-route-search';
import { STAFF_QUEUE_FILTERS } from './queue-filters';
import type { QueueOrderType, QueueSort } from './queue-view-prefs';
import { NewOrderAnnouncer } from './new-order-announcer';
import { QueueColumnHeads, QueueFeed } from './queue-feed';
import { QueueStatus } from './queue-status';
import { queueView } from './queue-view';

export const NO_QUEUE_ORDERS = 'No orders found with that criteria';
export const QUEUE_FAILED = 'We could not load the order queue. Check your connection and try again.';
export const QUEUE_OFFLINE = "The order queue needs a connection to load. It will appear here as soon as you're back online.";
export const CLEAR_FIND = 'Clear search and type';

/** '12 orders', or '3 of 12 orders' while a search or a type narrows the list. */
export const queueCount = (shown: number, total: number) => `${shown === total ? total : `${shown} of ${total}`} ${total === 1 ? 'order' : 'orders'}`;

export interface QueueListProps {
  store: StaffStore;
  filter: StaffQueueFilter;
  onFilterChange: (filter: StaffQueueFilter) => void;
  sort: QueueSort;
  type: QueueOrderType | undefined;
  search: string;
  onClearFind: () => void;
}

/**
 * The working store's orders under the status tabs, refreshed every queue_refresh_seconds (60 s by
 * default, part 2 §4 "The portal list refreshes every 60 seconds"; §9), at once after an action, and
 * at once when the live stream tells of an order of the store (README "Live updates"; the timer runs
 * on as the fallback). Search, type and sort work on the loaded list. The rows stay on screen while a
 * refresh runs or fails; only a first load shows a skeleton or the failure.
 */
export function QueueList({ store, filter, onFilterChange, sort, type, search, onClearFind }: QueueListProps) {
  const { userId } = useSnapshot(sessionState);
  const refreshMs = useQueueRefreshMs();
  const queue = useQuery({
    ...orderQueueQueryOptions(userId, store.id, filter),
    refetchInterval: refreshMs,
    // A counter terminal often sits behind another window; it must be current when looked at.
    refetchIntervalInBackground: true,
  });
  const orders = queue.data?.data;
  const shown = useMemo(() => (orders ? queueView(orders, { sort, type, search }) : []), [orders, sort, type, search]);
  const finding = type !== undefined || search.trim() !== '';

  let body;
  if (!queue.data && queue.isError) {
    body = <LoadFailed error={queue.error} message={QUEUE_FAILED} offlineMessage={QUEUE_OFFLINE} onRetry={() => void queue.refetch()} retrying={queue.isFetching} />;
  } else if (!orders) {
    body = <QueueSkeleton />;
  } else if (shown.length === 0) {
    body = (
      <StateMessage>
        <p>{NO_QUEUE_ORDERS}</p>
        {finding && orders.length > 0 && (
          <Button variant="outline" size="sm" onClick={onClearFind}>
            {CLEAR_FIND}
          </Button>
        )}
      </StateMessage>
    );
  } else {
    body = (
      <>
        <QueueColumnHeads />
        <QueueFeed orders={shown} store={store} />
      </>
    );
  }

  return (
    <Tabs.Root value={filter} onValueChange={(details) => onFilterChange(details.value as StaffQueueFilter)} lazyMount unmountOnExit>
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', columnGap: '4', rowGap: '2', borderBottom: '1px solid token(colors.line)' })}>
        <Tabs.List aria-label="Filter orders by status" className={css({ borderBottom: 'none', flex: '1 1 auto', minW: '0' })}>
          {STAFF_QUEUE_FILTER_VALUES.map((value) => (
            <Tabs.Trigger key={value} value={value}>
              {STAFF_QUEUE_FILTERS[value].label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {queue.data && (
          <QueueStatus
            count={queueCount(shown.length, queue.data.data.length)}
            asOf={queue.data.as_of}
            timeZone={store.timezone}
            refreshError={queue.isError ? queue.error : undefined}
            onRefresh={() => queue.refetch()}
          />
        )}
      </div>
      {queue.data && <NewOrderAnnouncer orders={queue.data.data} asOf={queue.data.as_of} />}
      {finding && queue.data && <FindAnnouncer message={queueCount(shown.length, queue.data.data.length)} search={search} type={type} />}
      {STAFF_QUEUE_FILTER_VALUES.map((value) => (
        <Tabs.Content key={value} value={value} className={css({ pt: '2' })}>
          {value === filter && body}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

/**
 * Says how many orders a search or a type leaves ('3 of 12 orders'), politely, once the typing has
 * paused for a moment, so a screen reader hears the result of a search without each keystroke's.
 */
function FindAnnouncer({ message, search, type }: { message: string; search: string; type: QueueOrderType | undefined }) {
  const [said, setSaid] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSaid(message), 500);
    return () => clearTimeout(timer);
  }, [message, search, type]);
  return (
    <p role="status" aria-live="polite" aria-atomic="true" className={css({ srOnly: true })}>
      {said}
    </p>
  );
}

export const QueueSkeleton = () => <CardListSkeleton label="Loading the order queue" lines={[{ width: '30%', height: '1.5rem' }, { width: '70%' }, { width: '55%' }, { width: '40%', height: '2.25rem' }]} />;

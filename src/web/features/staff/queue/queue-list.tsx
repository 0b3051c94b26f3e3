import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { useSnapshot } from 'valtio';
import type { StaffStore } from '@/api/staff';
import { LoadFailed } from '@/web/shared/load-failed';
import { StateMessage } from '@/web/ui/state-message';
import { sessionState } from '@/web/state/session';
import { listReset } from '@/web/ui/page-styles';
import { CardListSkeleton } from '@/web/ui/card-list-skeleton';
import { orderQueueQueryOptions } from '../api/get-order-queue';
import { useQueueRefreshMs } from '@/web/shared/staff/get-terminal-settings';
import type { StaffQueueFilter } from './queue-filters';
import { NewOrderAnnouncer } from './new-order-announcer';
import { QueueOrderCard } from './queue-order-card';
import { QueueStatus } from './queue-status';

export const NO_QUEUE_ORDERS = 'No orders found with that criteria';
export const QUEUE_FAILED = 'We could not load the order queue. Check your connection and try again.';
export const QUEUE_OFFLINE = "The order queue needs a connection to load. It will appear here as soon as you're back online.";

/**
 * One filter's orders at the working store, refreshed every queue_refresh_seconds (60 s by default,
 * part 2 §4 "The portal list refreshes every 60 seconds"; §9), at once after an action, and at once
 * when the live stream tells of an order of the store (README "Live updates"; the timer runs on as the fallback). The rows
 * stay on screen while a refresh runs or fails; only a first load shows a skeleton or the failure.
 */
export function QueueList({ store, filter }: { store: StaffStore; filter: StaffQueueFilter }) {
  const { userId } = useSnapshot(sessionState);
  const refreshMs = useQueueRefreshMs();
  const queue = useQuery({
    ...orderQueueQueryOptions(userId, store.id, filter),
    refetchInterval: refreshMs,
    // A counter terminal often sits behind another window; it must be current when looked at.
    refetchIntervalInBackground: true,
  });
  if (!queue.data && queue.isError) {
    return <LoadFailed error={queue.error} message={QUEUE_FAILED} offlineMessage={QUEUE_OFFLINE} onRetry={() => void queue.refetch()} retrying={queue.isFetching} />;
  }
  if (!queue.data) return <QueueSkeleton />;
  const orders = queue.data.data;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <QueueStatus asOf={queue.data.as_of} timeZone={store.timezone} refreshError={queue.isError ? queue.error : undefined} onRefresh={() => queue.refetch()} />
      <NewOrderAnnouncer orders={orders} asOf={queue.data.as_of} />
      {orders.length === 0 ? (
        <StateMessage>
          <p>{NO_QUEUE_ORDERS}</p>
        </StateMessage>
      ) : (
        <ul className={listReset}>
          {orders.map((order) => (
            <li key={order.id}>
              <QueueOrderCard order={order} store={store} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export const QueueSkeleton = () => <CardListSkeleton label="Loading the order queue" lines={[{ width: '30%', height: '1.5rem' }, { width: '70%' }, { width: '55%' }, { width: '40%', height: '2.25rem' }]} />;

import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import type { StaffStore } from '@/api/staff';
import { isFinalStatus } from '@/domain/order-status';
import { ApiRequestError } from '@/web/data/api-errors';
import { LoadFailed } from '@/web/shared/load-failed';
import { OrderSkeleton } from '@/web/shared/orders/order-skeleton';
import { OrdersFrame } from '@/web/shared/orders/orders-frame';
import { StateMessage } from '@/web/ui/state-message';
import { orderNumber } from '@/web/shared/orders/order-format';
import { sessionState } from '@/web/state/session';
import { AppLink } from '@/web/ui/app-link';
import { button } from '@/web/ui/button';
import { staffOrderQueryOptions } from '../api/get-staff-order';
import { useQueueRefreshMs } from '@/web/shared/staff/get-terminal-settings';
import { WorkingStoreGate } from '../components/working-store-gate';
import { StaffOrderView } from './staff-order-view';

export const STAFF_ORDER_FAILED = 'We could not load this order. Check your connection and try again.';
export const STAFF_ORDER_OFFLINE = "This order needs a connection to load. It will appear here as soon as you're back online.";
export const staffOrderNotFound = (storeName?: string) => (storeName ? `We couldn't find that order at ${storeName}.` : "We couldn't find that order.");

/**
 * /order/{id} for portal users (part 2 §2 "Portal users get a different layout"): the order of the
 * working store, re-read as often as the queue until it is final, so a check-in at the kiosk shows.
 */
export function StaffOrderScreen({ orderId }: { orderId: number }) {
  return (
    <WorkingStoreGate skeleton={<Frame orderId={orderId}><OrderSkeleton label="Loading the order" /></Frame>}>
      {(store) => <StaffOrderLoader orderId={orderId} store={store} />}
    </WorkingStoreGate>
  );
}

function StaffOrderLoader({ orderId, store }: { orderId: number; store: StaffStore }) {
  const { userId } = useSnapshot(sessionState);
  const refreshMs = useQueueRefreshMs();
  const order = useQuery({
    ...staffOrderQueryOptions(userId, store.id, orderId),
    refetchInterval: (query) => (query.state.data && isFinalStatus(query.state.data.order.status) ? false : refreshMs),
  });
  if (order.data) return <StaffOrderView staffOrder={order.data} store={store} />;
  // Another store's order answers 404 (or 403): staff never learn it exists (src/api/staff.ts).
  if (order.isError && order.error instanceof ApiRequestError && (order.error.status === 404 || order.error.status === 403)) return <StaffOrderNotFound storeName={store.name} />;
  return (
    <Frame orderId={orderId}>
      {order.isError ? (
        <LoadFailed error={order.error} message={STAFF_ORDER_FAILED} offlineMessage={STAFF_ORDER_OFFLINE} onRetry={() => void order.refetch()} retrying={order.isFetching} />
      ) : (
        <OrderSkeleton label="Loading the order" />
      )}
    </Frame>
  );
}

function Frame({ orderId, children }: { orderId: number; children: ReactNode }) {
  return <OrdersFrame title={`Order ${orderNumber(orderId)}`}>{children}</OrdersFrame>;
}

/** An unknown id, or an order of a store other than the working one. */
export function StaffOrderNotFound({ storeName }: { storeName?: string }) {
  return (
    <OrdersFrame title="Order Not Found">
      <StateMessage
        action={
          <AppLink to="/orders" className={button({ variant: 'outline', size: 'sm' })}>
            Back to Order Queue
          </AppLink>
        }
      >
        <p>{staffOrderNotFound(storeName)}</p>
        {storeName && <p>If it belongs to another of your stores, switch the working store in the header.</p>}
      </StateMessage>
    </OrdersFrame>
  );
}

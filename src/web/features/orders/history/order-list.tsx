import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { myOrdersQueryOptions } from '@/web/shared/cart/cart-queries';
import { sessionState } from '@/web/state/session';
import { AppLink } from '@/web/ui/app-link';
import { button } from '@/web/ui/button';
import { CardListSkeleton } from '@/web/ui/card-list-skeleton';
import { LoadFailed } from '@/web/shared/load-failed';
import { StateMessage } from '@/web/ui/state-message';
import { ordersRequest } from '@/web/shared/orders/order-filters';
import type { OrderFilter } from '@/web/shared/orders/orders-route-search';
import { listReset } from '@/web/shared/orders/styles';
import { OrderCard } from './order-card';

export const NO_ORDERS = 'You have no orders.';
export const NO_MATCHING_ORDERS = 'No orders found with that criteria';
export const ORDERS_FAILED = 'We could not load your orders. Check your connection and try again.';
export const ORDERS_OFFLINE = "Your orders need a connection to load. They'll appear here as soon as you're back online.";

/**
 * The orders of one Order History tab, with its loading, failed and empty states (part 2 §2). The
 * orders kept from the last visit stay on screen when a refresh fails (offline).
 */
export function OrderList({ filter }: { filter: OrderFilter }) {
  const { userId } = useSnapshot(sessionState);
  const orders = useQuery(myOrdersQueryOptions(userId, filter, ordersRequest(filter)));
  if (!orders.data && orders.isError) {
    return <LoadFailed error={orders.error} message={ORDERS_FAILED} offlineMessage={ORDERS_OFFLINE} onRetry={() => void orders.refetch()} retrying={orders.isFetching} />;
  }
  if (!orders.data) return <OrderListSkeleton />;
  if (orders.data.data.length === 0) {
    return filter === 'all' ? (
      <StateMessage
        action={
          <AppLink to="/shop" className={button({ variant: 'outline', size: 'sm' })}>
            Start Shopping
          </AppLink>
        }
      >
        <p>{NO_ORDERS}</p>
      </StateMessage>
    ) : (
      <StateMessage>
        <p>{NO_MATCHING_ORDERS}</p>
      </StateMessage>
    );
  }
  return (
    <ul className={listReset}>
      {orders.data.data.map((order) => (
        <li key={order.id}>
          <OrderCard order={order} />
        </li>
      ))}
    </ul>
  );
}

const OrderListSkeleton = () => <CardListSkeleton label="Loading your orders" lines={[{ width: '30%', height: '1.5rem' }, { width: '60%' }, { width: '45%' }]} />;

import { AppLink } from '@/web/ui/app-link';
import { button } from '@/web/ui/button';
import { LoadFailed } from '@/web/shared/load-failed';
import { OrderSkeleton } from '@/web/shared/orders/order-skeleton';
import { OrdersFrame } from '@/web/shared/orders/orders-frame';
import { StateMessage } from '@/web/ui/state-message';
import { orderNumber } from '@/web/shared/orders/order-format';
import { OrderView } from './order-view';
import { isMissingOrder, useOrder } from './use-order';

export const ORDER_NOT_FOUND = "We couldn't find that order.";
export const ORDER_FAILED = 'We could not load this order. Check your connection and try again.';
export const ORDER_OFFLINE = "This order needs a connection to load. It will appear here as soon as you're back online.";

/** /order/{id}: the order once read (polled until final), a skeleton before, or why it cannot show. */
export function OrderScreen({ orderId }: { orderId: number }) {
  const order = useOrder(orderId);
  if (order.data) return <OrderView order={order.data} />;
  if (order.isError && isMissingOrder(order.error)) return <OrderNotFound />;
  return (
    <OrdersFrame title={`Order ${orderNumber(orderId)}`}>
      {order.isError ? (
        <LoadFailed error={order.error} message={ORDER_FAILED} offlineMessage={ORDER_OFFLINE} onRetry={() => void order.refetch()} retrying={order.isFetching} />
      ) : (
        <OrderSkeleton label="Loading your order" />
      )}
    </OrdersFrame>
  );
}

/** Unknown ids, malformed ids and other users' orders all read the same (part 2 §7: others answer 404). */
export function OrderNotFound() {
  return (
    <OrdersFrame title="Order Not Found">
      <StateMessage
        action={
          <AppLink to="/orders" className={button({ variant: 'outline', size: 'sm' })}>
            Go to Order History
          </AppLink>
        }
      >
        <p>{ORDER_NOT_FOUND}</p>
      </StateMessage>
    </OrdersFrame>
  );
}

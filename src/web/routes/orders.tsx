import { createFileRoute } from '@tanstack/react-router';
import { requireLogin } from '@/web/features/auth/require-login';
import { OrdersPage } from '@/web/features/orders/history/orders-page';
import { LazyOrderQueuePage } from '@/web/features/staff/lazy-screens';
import { PortalSwitch } from '@/web/shell/portal-switch';
import { dropHistoryFilterBesideQueue, ordersRouteSearchSchema } from '@/web/shared/orders/orders-route-search';

/** /orders?filter=: Order History (part 2 §2, §4 filters); /orders?queue=: the Order Queue for portal users. Needs login. */
export const Route = createFileRoute('/orders')({
  validateSearch: ordersRouteSearchSchema,
  search: { middlewares: [dropHistoryFilterBesideQueue] },
  beforeLoad: ({ location }) => requireLogin(location),
  component: OrdersRoutePage,
});

function OrdersRoutePage() {
  return <PortalSwitch shopper={<OrdersPage />} staff={<LazyOrderQueuePage />} />;
}

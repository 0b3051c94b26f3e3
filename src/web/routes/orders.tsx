import { createFileRoute } from '@tanstack/react-router';
import { requireLogin } from '@/web/features/auth/require-login';
import { ordersSearchSchema } from '@/web/features/orders/order-filters';
import { OrdersPage } from '@/web/features/orders/history/orders-page';

/** /orders?filter=: Order History (part 2 §2, §4 filters); needs login. */
export const Route = createFileRoute('/orders')({
  validateSearch: ordersSearchSchema,
  beforeLoad: ({ location }) => requireLogin(location),
  component: OrdersPage,
});

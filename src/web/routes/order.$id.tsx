import { createFileRoute } from '@tanstack/react-router';
import { requireLogin } from '@/web/features/auth/require-login';
import { OrderPage } from '@/web/features/orders/order/order-page';

/** /order/{id}: a placed order (part 2 §2); needs login. */
export const Route = createFileRoute('/order/$id')({
  beforeLoad: ({ location }) => requireLogin(location),
  component: OrderPage,
});

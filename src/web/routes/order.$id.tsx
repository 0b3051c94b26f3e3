import { createFileRoute } from '@tanstack/react-router';
import { requireLogin } from '@/web/features/auth/require-login';
import { OrderPage } from '@/web/features/orders/order/order-page';
import { LazyStaffOrderPage } from '@/web/features/staff/lazy-screens';
import { PortalSwitch } from '@/web/shell/portal-switch';

/** /order/{id}: a placed order (part 2 §2), in the staff layout for portal users; needs login. */
export const Route = createFileRoute('/order/$id')({
  beforeLoad: ({ location }) => requireLogin(location),
  component: OrderRoutePage,
});

function OrderRoutePage() {
  return <PortalSwitch shopper={<OrderPage />} staff={<LazyStaffOrderPage />} />;
}

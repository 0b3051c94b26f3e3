import { createFileRoute } from '@tanstack/react-router';
import { requireLogin } from '@/web/features/auth/require-login';
import { CartScreen } from '@/web/features/cart/cart-screen/cart-screen';
import { LazyStaffCartScreen } from '@/web/features/staff/new-order/lazy-staff-cart';
import { PortalSwitch } from '@/web/shell/portal-switch';

/**
 * /cart: the open cart with checkout (part 2 §2); needs login. Portal users see the order they
 * started on behalf of a customer instead of a personal cart (part 2 §4 "Staff order on behalf").
 */
export const Route = createFileRoute('/cart')({
  beforeLoad: ({ location }) => requireLogin(location),
  component: CartRoutePage,
});

function CartRoutePage() {
  return <PortalSwitch shopper={<CartScreen />} staff={<LazyStaffCartScreen />} />;
}

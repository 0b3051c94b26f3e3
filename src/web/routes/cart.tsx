import { createFileRoute } from '@tanstack/react-router';
import { requireLogin } from '@/web/features/auth/require-login';
import { CartScreen } from '@/web/features/cart/cart-screen/cart-screen';

/** /cart: the open cart with checkout (part 2 §2); needs login. */
export const Route = createFileRoute('/cart')({
  beforeLoad: ({ location }) => requireLogin(location),
  component: CartScreen,
});

import { useEffect } from 'react';
import { css } from 'styled-system/css';
import type { Cart } from '@/api/cart';
import { POINTS_PER_DOLLAR } from '@/domain/constants';
import { storeDisplayName } from '@/domain/store-ordering';
import { USAGE_LABEL } from '@/domain/usage-type';
import { isNetworkFailure } from '@/web/data/api-errors';
import { useMe } from '@/web/data/user-queries';
import { Notice } from '@/web/ui/notice';
import { useOpenCart } from '@/web/shared/cart/cart-queries';
import { useStartup } from '@/web/shared/startup/use-startup';
import { usePageMeta } from '@/web/state/page-meta';
import { showToast } from '@/web/state/toasts';
import { Button } from '@/web/ui/button';
import { useHeadingFocus } from '@/web/ui/hooks/use-heading-focus';
import { pageShell, pageTitle } from '@/web/ui/page-styles';
import { CheckoutView } from './checkout-view';
import { CartSkeleton } from '@/web/shared/cart/components/cart-skeleton';
import { EmptyCart } from './components/empty-cart';
import { cartElsewhereMessage, OrderingNotices } from './components/ordering-notices';
import { transactionsEnabled, TransactionsDialog } from './components/transactions-dialog';
import { usePlaceOrder } from '@/web/shared/cart/hooks/use-place-order';

export const CART_NEEDS_CONNECTION = "Your cart needs a connection to load. It will appear as soon as you're back online.";

/**
 * /cart (part 2 §2): the signed-in shopper's open cart with checkout. A skeleton while the user, the
 * cart or the store loads; 'Your cart is empty' without lines; the 'Just one thing...' popup while
 * transactions are not enabled; otherwise the lines, checkout choices, totals and Place Order.
 */
export function CartScreen() {
  usePageMeta({ title: 'Cart' });
  const me = useMe();
  const cartQuery = useOpenCart();
  const startup = useStartup();
  const placeOrder = usePlaceOrder();
  const cart = cartQuery.data;
  useCartWarnings(cart);
  const heading = useHeadingFocus();

  const store = cart ? startup.stores.find((entry) => entry.id === cart.store_id) : undefined;
  const user = me.data;
  // Kept data stays on screen when a refresh fails (offline); only nothing to show is a failure.
  const failed = (me.isError && me.data === undefined) || (cartQuery.isError && cartQuery.data === undefined);
  const offline = [me.error, cartQuery.error].some((error) => isNetworkFailure(error));

  function body() {
    if (placeOrder.placed) return <CartSkeleton label="Opening your order" />;
    if (failed) {
      return (
        <Notice tone={offline ? 'info' : 'error'}>
          <p>{offline ? CART_NEEDS_CONNECTION : 'We could not load your cart. Check your connection and try again.'}</p>
          <Button variant="link" onClick={() => void Promise.all([me.refetch(), cartQuery.refetch()])}>
            Try Again
          </Button>
        </Notice>
      );
    }
    if (!user || cartQuery.isPending) return <CartSkeleton />;
    if (!cart || cart.cart_items.length === 0) return <EmptyCart />;
    if (!store) return startup.error ? <Notice tone="error">We could not load the store of this cart. Please try again later.</Notice> : <CartSkeleton />;
    return (
      <>
        {(startup.store?.id !== cart.store_id || startup.usageType !== cart.usage_type) && <Notice tone="info">{cartElsewhereMessage(store, cart.usage_type)}</Notice>}
        <OrderingNotices store={store} usage={cart.usage_type} />
        <CheckoutView cart={cart} store={store} user={user} pointsPerDollar={startup.app?.points_per_dollar ?? POINTS_PER_DOLLAR} placeOrder={placeOrder} />
      </>
    );
  }

  return (
    <div className={pageShell({ width: 'split' })}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        <h1 ref={heading} tabIndex={-1} className={pageTitle}>
          Cart
        </h1>
        {cart && store && cart.cart_items.length > 0 && (
          <p className={css({ color: 'muted' })}>
            Ordering from {storeDisplayName(store)} · {USAGE_LABEL[cart.usage_type]}
          </p>
        )}
      </div>
      {body()}
      <TransactionsDialog open={Boolean(user && !transactionsEnabled(user)) && !placeOrder.placed} />
    </div>
  );
}

/** Server warnings on the cart (price changed, sold out, limit changed) show as persistent toasts (part 2 §8). */
function useCartWarnings(cart: Cart | null | undefined): void {
  useEffect(() => {
    for (const warning of cart?.warnings ?? []) showToast('warning', warning.message, { persistent: true });
  }, [cart]);
}

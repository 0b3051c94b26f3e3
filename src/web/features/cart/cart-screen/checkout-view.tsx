import { useIsMutating } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { CART_MESSAGES, type Cart } from '@/api/cart';
import type { Store } from '@/api/store';
import type { User } from '@/api/user';
import { Notice } from '@/web/ui/notice';
import { useOpenCart } from '@/web/shared/cart/cart-queries';
import { CART_WRITE_KEY } from '@/web/shared/cart/cart-write';
import { Card } from '@/web/ui/card';
import { useVendorStatus } from './api/vendor-status';
import { LineList } from './components/line-list';
import { NotesField } from './components/notes-field';
import { OrderTotals } from '@/web/shared/cart/components/order-totals';
import { OrderTypeSection } from './components/order-type-section';
import { PlaceOrder } from '@/web/shared/cart/components/place-order';
import { PromoBox } from './components/promo-box';
import { RewardsBox } from './components/rewards-box';
import type { usePlaceOrder } from '@/web/shared/cart/hooks/use-place-order';
import { usePendingLines } from '@/web/shared/cart/hooks/use-pending-lines';
import { offeredOrderTypes } from './model/order-type-options';
import { checkoutBar, checkoutColumns, column, ONE_COLUMN_CHECKOUT, stickyOffsets, summaryColumn } from '@/web/shared/cart/styles';
import { formatCents } from '@/domain/money';
import { useMediaQuery } from '@/web/ui/hooks/use-media-query';

export const EMPLOYEE_DISCOUNT_ACTIVE = 'Your employee discount is active.';

const divided = css({ gap: '5', '& > * + *': { pt: '5', borderTop: '1px solid token(colors.line)' } });

export interface CheckoutViewProps {
  cart: Cart;
  store: Store;
  user: User;
  pointsPerDollar: number;
  placeOrder: ReturnType<typeof usePlaceOrder>;
}

/**
 * A cart with lines (part 2 §2 /cart): lines, order type and notes; beside them the promo box,
 * rewards, the totals and Place Order. In one column (phones, tablets) Place Order and the total ride
 * in a bar at the bottom of the screen instead, so it is in reach without scrolling past the lines. Place Order waits while any cart write is in flight, a
 * quantity change is pending or the cart reloads ('Recalculating', part 2 §4), and is disabled with
 * the server's checkout_block (or the delivery outage) shown beside it.
 */
export function CheckoutView({ cart, store, user, pointsPerDollar, placeOrder }: CheckoutViewProps) {
  const pendingLines = usePendingLines();
  // Cart writes have no mutation key of their own; on this screen every mutation is a cart write.
  const writing = useIsMutating({ mutationKey: CART_WRITE_KEY }) > 0;
  const reloading = useOpenCart().isFetching;
  const vendor = useVendorStatus(offeredOrderTypes(store, cart.usage_type).includes('delivery'));
  const outage = cart.order_type === 'delivery' && vendor.data?.delivery_outage ? (vendor.data.message ?? CART_MESSAGES.deliveryOutage) : undefined;
  const block = cart.checkout_block ?? outage;
  const recalculating = !placeOrder.placing && !placeOrder.waiting && (writing || pendingLines.anyPending || reloading);
  const unavailable = Object.fromEntries(placeOrder.unavailable.map((line) => [line.inventory_id, line.message]));
  const member = user.is_loyalty_enrolled && !user.is_employee;
  const oneColumn = useMediaQuery(ONE_COLUMN_CHECKOUT);
  const placeOrderButton = (
    <PlaceOrder
      cart={cart}
      block={block ?? undefined}
      placing={placeOrder.placing}
      waiting={placeOrder.waiting}
      recalculating={recalculating}
      onPlace={() => placeOrder.place(cart)}
      error={placeOrder.error}
      unavailable={placeOrder.unavailable}
    />
  );

  return (
    <div className={checkoutColumns} style={stickyOffsets}>
      <div className={column}>
        <LineList cart={cart} unavailable={unavailable} onPendingChange={pendingLines.mark} />
        <OrderTypeSection cart={cart} store={store} user={user} />
        <NotesField cart={cart} />
      </div>
      <aside className={summaryColumn} aria-label="Order summary and checkout">
        <Card className={divided}>
          <PromoBox cart={cart} />
          {user.is_employee ? (
            <Notice tone="success">{EMPLOYEE_DISCOUNT_ACTIVE}</Notice>
          ) : (
            member && store.loyalty_admin.on_cart && <RewardsBox cart={cart} store={store} user={user} pointsPerDollar={pointsPerDollar} />
          )}
          <OrderTotals cart={cart} showPoints={member} />
          {oneColumn ? null : placeOrderButton}
        </Card>
      </aside>
      {oneColumn && (
        <section aria-label="Place your order" className={checkoutBar}>
          <p aria-hidden className={css({ display: 'flex', justifyContent: 'space-between', fontWeight: 'extrabold', fontSize: 'lg' })}>
            <span>Total</span>
            <span>{formatCents(cart.grand_total_cents)}</span>
          </p>
          {placeOrderButton}
        </section>
      )}
    </div>
  );
}

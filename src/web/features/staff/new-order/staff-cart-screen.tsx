import { useIsMutating } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import type { Cart } from '@/api/cart';
import type { QueueCustomer, StaffStore } from '@/api/staff';
import { STAFF_ORDER_MESSAGES } from '@/api/staff-orders';
import { formatPhone } from '@/domain/phone-number';
import { USAGE_LABEL } from '@/domain/usage-type';
import { CartSkeleton } from '@/web/shared/cart/components/cart-skeleton';
import { OrderTotals } from '@/web/shared/cart/components/order-totals';
import { PlaceOrder } from '@/web/shared/cart/components/place-order';
import { usePendingLines } from '@/web/shared/cart/hooks/use-pending-lines';
import { checkoutColumns, column, stickyOffsets, summaryColumn } from '@/web/shared/cart/styles';
import { LoadFailed } from '@/web/shared/load-failed';
import { StateMessage } from '@/web/ui/state-message';
import { usePageMeta } from '@/web/state/page-meta';
import { showToast } from '@/web/state/toasts';
import { AppLink } from '@/web/ui/app-link';
import { Button, button } from '@/web/ui/button';
import { Card } from '@/web/ui/card';
import { useHeadingFocus } from '@/web/ui/hooks/use-heading-focus';
import { pageShell, pageTitle } from '@/web/ui/page-styles';
import { useStartedOrder } from '../api/started-order';
import { STAFF_CART_WRITE_KEY } from '../api/staff-order-writes';
import { WorkingStoreGate } from '../components/working-store-gate';
import { customerIdLabel } from '../staff-format';
import { AbandonOrderDialog } from './abandon-order-dialog';
import { NEW_ORDER_LABELS, NEW_ORDER_MESSAGES } from './new-order-labels';
import { orderCustomerName } from './order-customer';
import { StaffCartLines } from './staff-cart-lines';
import { usePlaceStaffOrder } from './use-place-staff-order';

/**
 * /cart for portal users (part 2 §2 "/cart … Portal users", §4 "Staff order on behalf", §6): the
 * order this staff member started at the working store instead of a personal cart. Read when this
 * screen shows, never at startup (part 2 §4 "The staff cart is not auto-loaded at startup").
 */
export function StaffCartScreen() {
  usePageMeta({ title: 'Cart' });
  const heading = useHeadingFocus();
  return (
    <div className={pageShell({ width: 'split' })}>
      <h1 ref={heading} tabIndex={-1} className={pageTitle}>
        Cart
      </h1>
      <WorkingStoreGate skeleton={<CartSkeleton />}>{(store) => <StartedOrderCart store={store} />}</WorkingStoreGate>
    </div>
  );
}

function StartedOrderCart({ store }: { store: StaffStore }) {
  const started = useStartedOrder(store.id);
  const placeOrder = usePlaceStaffOrder(store.id);
  const envelope = started.data;
  useCartWarnings(envelope?.cart);

  if (placeOrder.placed) return <CartSkeleton label="Opening the order" />;
  if (started.isPending) return <CartSkeleton />;
  if (started.isError && !envelope) {
    return <LoadFailed error={started.error} message={NEW_ORDER_MESSAGES.orderFailed} offlineMessage={NEW_ORDER_MESSAGES.orderOffline} onRetry={() => void started.refetch()} retrying={started.isFetching} />;
  }
  if (!envelope?.cart) {
    return (
      <StateMessage
        action={
          <AppLink to="/" className={button({ size: 'sm', variant: 'outline' })}>
            {NEW_ORDER_LABELS.createTitle}
          </AppLink>
        }
      >
        <p>
          {NEW_ORDER_MESSAGES.noStartedOrder} {STAFF_ORDER_MESSAGES.selectCustomer}
        </p>
      </StateMessage>
    );
  }
  return <StaffCheckout store={store} cart={envelope.cart} customer={envelope.customer} placeOrder={placeOrder} />;
}

interface StaffCheckoutProps {
  store: StaffStore;
  cart: Cart;
  customer: QueueCustomer | null;
  placeOrder: ReturnType<typeof usePlaceStaffOrder>;
}

function StaffCheckout({ store, cart, customer, placeOrder }: StaffCheckoutProps) {
  const pendingLines = usePendingLines();
  const writing = useIsMutating({ mutationKey: STAFF_CART_WRITE_KEY }) > 0;
  const [abandoning, setAbandoning] = useState(false);
  const recalculating = !placeOrder.placing && (writing || pendingLines.anyPending);
  const unavailable = Object.fromEntries(placeOrder.unavailable.map((line) => [line.inventory_id, line.message]));
  const name = orderCustomerName(customer);
  const contact = [customer?.phone && formatPhone(customer.phone), customer?.email].filter(Boolean).join(' · ');

  return (
    <>
      <p className={css({ color: 'muted' })}>
        Ordering for <strong className={css({ color: 'ink' })}>{name}</strong> at {store.name} · {USAGE_LABEL[cart.usage_type]}
      </p>
      <div className={checkoutColumns} style={stickyOffsets}>
        <div className={column}>
          {cart.cart_items.length === 0 ? (
            <StateMessage
              action={
                <AppLink to="/shop" className={button({ size: 'sm', variant: 'outline' })}>
                  {NEW_ORDER_LABELS.continueOrder}
                </AppLink>
              }
            >
              <p>No items yet. Add products from the {USAGE_LABEL[cart.usage_type]} menu.</p>
            </StateMessage>
          ) : (
            <StaffCartLines cart={cart} unavailable={unavailable} onPendingChange={pendingLines.mark} />
          )}
        </div>
        <aside className={summaryColumn} aria-label="Order summary and checkout">
          <Card className={css({ gap: '5', '& > * + *': { pt: '5', borderTop: '1px solid token(colors.line)' } })}>
            <section aria-label="Customer" className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
              <h2 className={css({ fontWeight: 'bold' })}>For {name}</h2>
              <p className={css({ fontSize: 'sm', color: 'muted' })}>{customer ? customerIdLabel(customer) : 'Guest'}</p>
              {contact && <p className={css({ fontSize: 'sm' })}>{contact}</p>}
            </section>
            <OrderTotals cart={cart} showPoints={false} />
            <PlaceOrder
              cart={cart}
              block={cart.checkout_block ?? undefined}
              placing={placeOrder.placing}
              waiting={false}
              recalculating={recalculating}
              onPlace={() => placeOrder.place(cart)}
              error={placeOrder.error}
              unavailable={placeOrder.unavailable}
            />
            <Button variant="ghost" className={css({ color: 'danger' })} onClick={() => setAbandoning(true)}>
              {NEW_ORDER_LABELS.abandonOrder}
            </Button>
          </Card>
        </aside>
      </div>
      <AbandonOrderDialog open={abandoning} cart={cart} customerName={name} onClose={() => setAbandoning(false)} />
    </>
  );
}

/** Server warnings on the order (price changed, sold out, limit changed) show as persistent toasts, as on the shopper's cart (part 2 §8). */
function useCartWarnings(cart: Cart | null | undefined): void {
  useEffect(() => {
    for (const warning of cart?.warnings ?? []) showToast('warning', warning.message, { persistent: true });
  }, [cart]);
}

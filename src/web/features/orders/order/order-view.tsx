import { css, cx } from 'styled-system/css';
import { CART_MESSAGES, type Cart } from '@/api/cart';
import { canCancelOrder, offersReturns, showsContactStoreNote } from '@/domain/order-status';
import { AppLink } from '@/web/ui/app-link';
import { button } from '@/web/ui/button';
import { OrderStatusBadge } from '@/web/shared/orders/order-status-badge';
import { OrdersFrame } from '@/web/shared/orders/orders-frame';
import { labelContext, orderNumber } from '@/web/shared/orders/order-format';
import { CancelOrder } from './cancel-order';
import { OrderConfirmation, showsConfirmation } from './order-confirmation';
import { OrderDetails } from './order-details';
import { OrderTimeline } from './order-timeline';
import { OrderItems } from '@/web/shared/orders/order-items';
import { OrderSummary } from '@/web/shared/orders/order-summary';

const columns = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'minmax(0, 1fr) 22rem' }, gap: '5', alignItems: 'start' });
const actions = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' });

/**
 * A placed order (part 2 §2 /order/{id}): its status, the confirmation while it is fresh and the
 * timeline of its progress, what the shopper may still do with it (cancel, a quiet action under the
 * timeline; ask for a return; contact the store; §4, §8), the items, details and summary. Portal
 * users get the staff layout instead (features/staff/order; DECISIONS.md "Modes of the one installable app").
 */
export function OrderView({ order }: { order: Cart }) {
  const cancellable = canCancelOrder(order.status);
  const returns = offersReturns(order.status);
  return (
    <OrdersFrame title={`Order ${orderNumber(order.id)}`} aside={<OrderStatusBadge status={order.status} context={labelContext(order)} />}>
      {showsContactStoreNote(order.status) && <p className={css({ fontWeight: 'semibold' })}>{CART_MESSAGES.contactStore}</p>}
      {showsConfirmation(order.status) && <OrderConfirmation order={order} />}
      <OrderTimeline order={order} />
      {cancellable && (
        <div className={cx(actions, css({ color: 'muted' }))}>
          <span>Changed your mind?</span>
          <CancelOrder order={order} />
        </div>
      )}
      {returns && (
        <div className={actions}>
          <AppLink to="/contact" search={{ section: 'returns', order_id: order.id }} className={button({ variant: 'outline' })}>
            Request a Return
          </AppLink>
        </div>
      )}
      <div className={columns}>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
          <OrderItems items={order.cart_items} />
          <OrderDetails order={order} />
        </div>
        <OrderSummary order={order} />
      </div>
      <AppLink to="/orders" className={button({ variant: 'link' })}>
        Back to Order History
      </AppLink>
    </OrdersFrame>
  );
}

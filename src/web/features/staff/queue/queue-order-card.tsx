import { css } from 'styled-system/css';
import type { QueueOrder, StaffStore } from '@/api/staff';
import { formatCents } from '@/domain/money';
import { USAGE_LABEL } from '@/domain/usage-type';
import { OrderDetailsLink } from '@/web/shared/orders/order-details-link';
import { OrderStatusBadge } from '@/web/shared/orders/order-status-badge';
import { labelContext, orderNumber } from '@/web/shared/orders/order-format';
import { Card } from '@/web/ui/card';
import { CustomerFacts } from '../components/customer-facts';
import { Fact } from '../components/fact';
import { OrderActions } from '../components/order-actions';
import { changedByLine, formatQueueTime, orderTypeWithVehicle } from '../staff-format';
import { factGrid } from '../styles';

/**
 * One order in the queue (part 2 §6): number and status, who it is for and how to reach them, how
 * it is handed over, when it came in, items and total, the last change, Order Details and the moves
 * staff may make now.
 */
export function QueueOrderCard({ order, store }: { order: QueueOrder; store: StaffStore }) {
  const number = orderNumber(order.id);
  const titleId = `queue-order-${order.id}`;
  return (
    <Card asChild>
      <article aria-labelledby={titleId} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        <div className={css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: '2' })}>
          <h2 id={titleId} className={css({ fontSize: 'lg', fontWeight: 'extrabold' })}>
            Order {number}
          </h2>
          <OrderStatusBadge status={order.status} context={labelContext(order)} />
        </div>
        <dl className={factGrid}>
          <CustomerFacts customer={order.customer} />
          <Fact label="Order type">
            {orderTypeWithVehicle(order)}
            <br />
            {USAGE_LABEL[order.usage_type]}
          </Fact>
          <Fact label="Submitted">{order.submitted_on ? <time dateTime={order.submitted_on}>{formatQueueTime(order.submitted_on, store.timezone)}</time> : '—'}</Fact>
          <Fact label="Items">
            {order.item_count} {order.item_count === 1 ? 'item' : 'items'}
          </Fact>
          <Fact label="Total">
            <strong>{formatCents(order.grand_total_cents)}</strong>
          </Fact>
          <Fact label="Last change">{order.last_change ? changedByLine(order.last_change, store.timezone) : '—'}</Fact>
        </dl>
        <div className={css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: '3', pt: '3', borderTop: '1px solid token(colors.line)' })}>
          <OrderActions order={order} storeId={store.id} />
          <OrderDetailsLink orderId={order.id} />
        </div>
      </article>
    </Card>
  );
}

import { css } from 'styled-system/css';
import type { OrderSummary } from '@/api/cart';
import { formatCents } from '@/domain/money';
import { Card } from '@/web/ui/card';
import { OrderDetailsLink } from '@/web/shared/orders/order-details-link';
import { OrderStatusBadge } from '@/web/shared/orders/order-status-badge';
import { formatOrderDate, labelContext, orderNumber, orderTypeLabel } from '@/web/shared/orders/order-format';
import { muted } from '@/web/shared/orders/styles';

/** One order in Order History: number, store, date, status, item count, total and Order Details (part 2 §2). */
export function OrderCard({ order }: { order: OrderSummary }) {
  const number = orderNumber(order.id);
  const items = `${order.item_count} ${order.item_count === 1 ? 'item' : 'items'}`;
  return (
    <Card asChild>
      <article aria-labelledby={`order-${order.id}-title`} className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <div className={css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: '2' })}>
          <h2 id={`order-${order.id}-title`} className={css({ fontSize: 'lg', fontWeight: 'extrabold' })}>
            Order {number}
          </h2>
          <OrderStatusBadge status={order.status} context={labelContext(order)} />
        </div>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '0.5' })}>
          <p className={css({ fontWeight: 'semibold' })}>{order.store_name}</p>
          <p className={muted}>
            {[order.submitted_on && formatOrderDate(order.submitted_on, order.store_timezone), orderTypeLabel(order), items].filter(Boolean).join(' · ')}
          </p>
        </div>
        <div className={css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: '3' })}>
          <p className={css({ fontWeight: 'bold', fontSize: 'lg' })}>
            <span className={css({ srOnly: true })}>Total </span>
            {formatCents(order.grand_total_cents)}
          </p>
          <OrderDetailsLink orderId={order.id} />
        </div>
      </article>
    </Card>
  );
}

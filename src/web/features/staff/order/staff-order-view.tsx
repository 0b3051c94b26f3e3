import { css } from 'styled-system/css';
import type { StaffOrder, StaffStore } from '@/api/staff';
import { OrderStatusBadge } from '@/web/shared/orders/order-status-badge';
import { OrdersFrame } from '@/web/shared/orders/orders-frame';
import { labelContext, orderNumber } from '@/web/shared/orders/order-format';
import { OrderItems } from '@/web/shared/orders/order-items';
import { OrderSummary } from '@/web/shared/orders/order-summary';
import { AppLink } from '@/web/ui/app-link';
import { button } from '@/web/ui/button';
import { OrderActions } from '../components/order-actions';
import { NEW_ORDER_LABELS } from '../new-order/new-order-labels';
import { PrintReceipt } from '../receipt/print-receipt';
import { CustomerCard } from './customer-card';
import { HandoverDetails } from './handover-details';
import { StatusHistory } from './status-history';

const columns = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'minmax(0, 1fr) 22rem' }, gap: '5', alignItems: 'start' });
const column = css({ display: 'flex', flexDirection: 'column', gap: '5' });

/**
 * The staff layout of one order (part 2 §2 "Portal users get a different layout", §6): the moves
 * staff may make and the receipt up top; items, customer and hand-over details, then the summary
 * and the status history with who changed what and when.
 */
export function StaffOrderView({ staffOrder, store }: { staffOrder: StaffOrder; store: StaffStore }) {
  const { order } = staffOrder;
  return (
    <OrdersFrame title={`Order ${orderNumber(order.id)}`} aside={<OrderStatusBadge status={order.status} context={labelContext(order)} />}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: '3' })}>
        <OrderActions order={{ id: order.id, status: order.status, allowed_transitions: staffOrder.allowed_transitions }} storeId={store.id} />
        {/* Part 2 §4: "Receipt printing and Create New Order buttons show when the status is not pending". */}
        {order.status !== 'pending' && (
          <>
            <PrintReceipt staffOrder={staffOrder} />
            {/* The staff home holds the Create New Order panel (part 2 §2). */}
            <AppLink to="/" className={button({ variant: 'outline' })}>
              {NEW_ORDER_LABELS.createTitle}
            </AppLink>
          </>
        )}
      </div>
      <div className={columns}>
        <div className={column}>
          <OrderItems items={order.cart_items} />
          <CustomerCard customer={staffOrder.customer} />
          <HandoverDetails order={order} />
        </div>
        <div className={column}>
          <OrderSummary order={order} />
          <StatusHistory history={staffOrder.history} timeZone={order.store.timezone} orderType={order.order_type} />
        </div>
      </div>
      <AppLink to="/orders" className={button({ variant: 'link' })}>
        Back to Order Queue
      </AppLink>
    </OrdersFrame>
  );
}

import { css } from 'styled-system/css';
import type { Cart } from '@/api/cart';
import { USAGE_LABEL } from '@/domain/usage-type';
import { formatStoreDateTime, formatWindow } from '@/web/shared/orders/order-format';
import { AddressLines } from '@/web/shared/address/address-lines';
import { SectionCard } from '@/web/ui/section-card';
import { Fact } from '../components/fact';
import { orderTypeWithVehicle } from '../staff-format';

/** How and when the order is handed over (part 2 §3 "Cart / order"): type, vehicle, address, window, notes. */
export function HandoverDetails({ order }: { order: Cart }) {
  const deliveryWindow = formatWindow(order.delivery_start_time, order.delivery_end_time, order.store.timezone);
  return (
    <SectionCard title="Order Details">
      <dl className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', xs: 'repeat(2, minmax(0, 1fr))' }, gap: '4', m: '0' })}>
        <Fact label="Order type">{orderTypeWithVehicle(order)}</Fact>
        <Fact label="Usage type">{USAGE_LABEL[order.usage_type]}</Fact>
        {order.submitted_on && (
          <Fact label="Submitted">
            <time dateTime={order.submitted_on}>{formatStoreDateTime(order.submitted_on, order.store.timezone)}</time>
          </Fact>
        )}
        {order.order_type === 'delivery' && order.address && (
          <Fact label="Delivery address">
            <AddressLines address={order.address} />
          </Fact>
        )}
        {order.order_type === 'delivery' && deliveryWindow && <Fact label="Delivery window">{deliveryWindow}</Fact>}
        {order.notes && <Fact label="Notes">{order.notes}</Fact>}
      </dl>
    </SectionCard>
  );
}

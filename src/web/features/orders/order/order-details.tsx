import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import type { Cart } from '@/api/cart';
import { formatPhone } from '@/domain/phone-number';
import { USAGE_LABEL } from '@/domain/usage-type';
import { AddressLines } from '@/web/shared/address/address-lines';
import { SectionCard } from '@/web/ui/section-card';
import { InfoIcon } from '@/web/ui/icons';
import { formatStoreDateTime, formatWindow, orderNumber, orderTypeLabel } from '@/web/shared/orders/order-format';

const terms = css({ display: 'grid', gridTemplateColumns: { base: '1fr', xs: '10rem 1fr' }, columnGap: '4', rowGap: { base: '1', xs: '3' } });
const term = css({ color: 'muted', fontSize: 'sm', fontWeight: 'semibold', mt: { base: '2', xs: '0' } });

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className={term}>{label}</dt>
      <dd className={css({ m: '0' })}>{children}</dd>
    </>
  );
}

/** Order details (part 2 §2 /order/{id}): store, usage type, how it is handed over, when it was placed. */
export function OrderDetails({ order }: { order: Cart }) {
  const { store } = order;
  const deliveryWindow = formatWindow(order.delivery_start_time, order.delivery_end_time, store.timezone);
  return (
    <SectionCard title="Order Details">
      {order.status === 'awaiting_checkin' && <CheckInInstructions orderId={order.id} />}
      <dl className={terms}>
        <Fact label="Store">
          <strong>{store.ecomm_display_name || store.name}</strong>
          <br />
          {store.address_1}, {store.city}, {store.state} {store.zip}
          {store.phone && (
            <>
              <br />
              <a href={`tel:${store.phone}`}>{formatPhone(store.phone)}</a>
            </>
          )}
        </Fact>
        <Fact label="Usage type">{USAGE_LABEL[order.usage_type]}</Fact>
        <Fact label="Order type">{orderTypeLabel(order)}</Fact>
        {order.curbside_pickup && order.vehicle_description && <Fact label="Vehicle">{order.vehicle_description}</Fact>}
        {order.order_type === 'delivery' && order.address && (
          <Fact label="Delivery address">
            <AddressLines address={order.address} />
          </Fact>
        )}
        {order.order_type === 'delivery' && deliveryWindow && <Fact label="Delivery window">{deliveryWindow}</Fact>}
        {order.submitted_on && (
          <Fact label="Placed">
            <time dateTime={order.submitted_on}>{formatStoreDateTime(order.submitted_on, store.timezone)}</time>
          </Fact>
        )}
      </dl>
    </SectionCard>
  );
}

/** A check-in order waits until the shopper checks in at the store (DECISIONS.md). */
function CheckInInstructions({ orderId }: { orderId: number }) {
  return (
    <p className={css({ display: 'flex', gap: '2', alignItems: 'flex-start', p: '3', bg: 'brand.soft', borderRadius: 'md' })}>
      <InfoIcon aria-hidden className={css({ flexShrink: 0, fontSize: 'lg', mt: '0.5' })} />
      <span>
        <strong>Check in at the store when you arrive.</strong> Give them your order number, {orderNumber(orderId)}.
      </span>
    </p>
  );
}

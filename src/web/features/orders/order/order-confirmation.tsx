import { useId, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import type { Cart } from '@/api/cart';
import type { OrderStatus } from '@/domain/order-status';
import { CheckCircleIcon } from '@/web/ui/icons';
import { sectionTitle } from '@/web/ui/page-styles';
import { orderNumber, orderTypeLabel, paymentNote } from '@/web/shared/orders/order-format';
import { expectedReady } from './expected-ready';
import { useStoreWaitMinutes } from './use-store-wait';

export const ORDER_THANKS = 'Thank you for your order!';

/** The statuses of an order just placed and not yet ready: the confirmation stays until it is. */
const CONFIRMING: readonly OrderStatus[] = ['requested', 'awaiting_checkin', 'submitted'];
export const showsConfirmation = (status: OrderStatus) => CONFIRMING.includes(status);

const panel = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  p: { base: '4', sm: '5' },
  bg: 'brand.soft',
  color: 'ink',
  borderRadius: 'card',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'brand',
});
const facts = css({ display: 'grid', gridTemplateColumns: { base: '1fr', xs: '11rem 1fr' }, columnGap: '4', rowGap: { base: '0.5', xs: '2' }, m: '0' });
const term = css({ color: 'muted', fontSize: 'sm', fontWeight: 'semibold', mt: { base: '2', xs: '0' } });

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className={term}>{label}</dt>
      <dd className={css({ m: '0', fontWeight: 'semibold' })}>{children}</dd>
    </>
  );
}

/** How the order reaches the shopper, in a line: the order type and how it is paid (the vehicle is in the details). */
const howReceived = (order: Cart) => `${orderTypeLabel(order)} · ${paymentNote(order)}`;

/**
 * The moment after Place Order (issue 21 "After ordering"): thanks, the order number, the store, how
 * the order will be received and when to expect it, from the store's wait time (part 1 §7; only for
 * Adult Use orders, whose wait the store publishes) or the delivery window. Shown while the order
 * is placed and not yet ready; the timeline below carries it on.
 */
export function OrderConfirmation({ order }: { order: Cart }) {
  const headingId = useId();
  const wantsWait = order.order_type === 'pickup' && order.usage_type === 'recreational';
  const minutes = useStoreWaitMinutes(order.store_id, wantsWait);
  const ready = expectedReady(order, minutes);
  return (
    <section aria-labelledby={headingId} className={panel}>
      <h2 id={headingId} className={sectionTitle}>
        <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '2' })}>
          <CheckCircleIcon aria-hidden className={css({ color: 'success', fontSize: 'xl', flexShrink: 0 })} />
          {ORDER_THANKS}
        </span>
      </h2>
      <dl className={facts}>
        <Fact label="Order number">{orderNumber(order.id)}</Fact>
        <Fact label="Store">{order.store.ecomm_display_name || order.store.name}</Fact>
        <Fact label="How you'll get it">{howReceived(order)}</Fact>
        {ready && <Fact label={ready.label}>{ready.text}</Fact>}
      </dl>
    </section>
  );
}

import { css, cx } from 'styled-system/css';
import type { Cart } from '@/api/cart';
import { formatCents } from '@/domain/money';
import { pointsLabel } from '@/domain/order-status';
import { SectionCard } from '@/web/ui/section-card';
import { CashIcon, SparkleIcon } from '@/web/ui/icons';
import { paymentNote } from './order-format';
import { muted, valueRow } from './styles';

interface SummaryLine {
  label: string;
  cents: number;
  discount?: boolean;
}

/** The money lines of an order, each only when it applies (part 2 §3 "Cart / order"). */
export function summaryLines(order: Cart): SummaryLine[] {
  const discounts: SummaryLine[] = [
    { label: 'Bundles', cents: order.discount_bundle_cents },
    { label: order.applied_special?.title || 'Special', cents: order.discount_cart_level_cents },
    { label: order.promo_code ? `Promo (${order.promo_code})` : 'Promo', cents: order.discount_promo_cents },
    { label: order.user_discount_caption || 'Employee discount', cents: order.discount_employee_cents },
    { label: `Rewards (${order.loyalty_points_redeemed.toLocaleString('en-US')} points)`, cents: order.discount_loyalty_cents },
  ];
  return [
    { label: 'Subtotal', cents: order.subtotal_cents },
    ...discounts.filter((line) => line.cents > 0).map((line) => ({ ...line, discount: true })),
    { label: 'Tax', cents: order.tax_cents },
    ...(order.order_type === 'delivery' ? [{ label: 'Delivery fee', cents: order.delivery_fee_cents }] : []),
  ];
}

/** Order summary: the lines, the grand total, the rounding note, how to pay and the rewards points. */
export function OrderSummary({ order }: { order: Cart }) {
  return (
    <SectionCard title="Order Summary" gap="3">
      <dl className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        {summaryLines(order).map((line) => (
          <div key={line.label} className={valueRow}>
            <dt>{line.label}</dt>
            <dd className={css({ m: '0', color: line.discount ? 'success' : undefined, fontWeight: line.discount ? 'semibold' : undefined })}>
              {line.discount ? `−${formatCents(line.cents)}` : formatCents(line.cents)}
            </dd>
          </div>
        ))}
        <div className={cx(valueRow, css({ borderTop: '1px solid', borderColor: 'line', pt: '3' }))}>
          <dt className={css({ fontWeight: 'extrabold', fontSize: 'lg' })}>Total</dt>
          <dd className={css({ m: '0', fontWeight: 'extrabold', fontSize: 'lg' })}>{formatCents(order.grand_total_cents)}</dd>
        </div>
      </dl>
      {order.rounding_difference_cents > 0 && (
        <p className={muted}>Totals are rounded down to the nearest dollar ({formatCents(order.rounding_difference_cents)} off).</p>
      )}
      <p className={css({ display: 'flex', alignItems: 'center', gap: '2', fontWeight: 'semibold' })}>
        <CashIcon aria-hidden className={css({ fontSize: 'lg' })} />
        {paymentNote(order)}
      </p>
      {order.loyalty_points_accrued > 0 && (
        <p className={css({ display: 'flex', alignItems: 'center', gap: '2', fontWeight: 'semibold', color: 'brand' })}>
          <SparkleIcon aria-hidden className={css({ fontSize: 'lg' })} />
          {pointsLabel(order.status)} {order.loyalty_points_accrued.toLocaleString('en-US')} points
        </p>
      )}
    </SectionCard>
  );
}

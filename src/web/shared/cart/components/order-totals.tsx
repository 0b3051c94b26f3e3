import { css, cx } from 'styled-system/css';
import type { Cart } from '@/api/cart';
import { formatCents } from '@/domain/money';
import { discountRows, roundingNote } from '../totals-rows';
import { muted } from '../styles';

const list = css({ display: 'grid', gridTemplateColumns: '1fr auto', rowGap: '2', columnGap: '4', m: '0', '& dd': { m: '0', textAlign: 'right', fontVariantNumeric: 'tabular-nums' } });
const total = css({ fontSize: 'lg', fontWeight: 'extrabold', pt: '3', borderTop: '1px solid token(colors.line)' });

export const DISCOUNT_EXCEEDS_SUBTOTAL = 'Your discounts are more than the subtotal; the order total does not go below $0.00.';

/**
 * The order summary (part 2 §2 /cart totals, §5 Checkout): subtotal, each discount, a flag when the
 * discounts exceed the subtotal, tax, the delivery fee when there is one, the total rounded down to
 * the dollar with its rounding note, and the points a member earns. The total is also announced in
 * a live region whenever the server re-prices the cart.
 */
export function OrderTotals({ cart, showPoints }: { cart: Cart; showPoints: boolean }) {
  const discounts = discountRows(cart);
  const note = roundingNote(cart.rounding_difference_cents, formatCents);
  return (
    <section aria-labelledby="totals-title" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <h2 id="totals-title" className={css({ fontWeight: 'bold' })}>
        Order summary
      </h2>
      <dl className={list}>
        <dt>Subtotal</dt>
        <dd>{formatCents(cart.subtotal_cents)}</dd>
        {discounts.map((row) => (
          <Row key={row.key} label={row.label} value={`−${formatCents(row.cents)}`} discount />
        ))}
        <dt>Tax</dt>
        <dd>{formatCents(cart.tax_cents)}</dd>
        {cart.delivery_fee_cents > 0 && (
          <>
            <dt>Delivery fee</dt>
            <dd>{formatCents(cart.delivery_fee_cents)}</dd>
          </>
        )}
      </dl>
      <dl className={cx(list, total)}>
        <dt>Total</dt>
        <dd>{formatCents(cart.grand_total_cents)}</dd>
      </dl>
      {cart.discount_exceeds_subtotal && <p className={css({ color: 'warning', fontSize: 'sm', fontWeight: 'medium' })}>{DISCOUNT_EXCEEDS_SUBTOTAL}</p>}
      {note && <p className={muted}>{note}</p>}
      {showPoints && cart.loyalty_points_accrued > 0 && <p className={css({ fontSize: 'sm', fontWeight: 'semibold', color: 'brand' })}>Earning {cart.loyalty_points_accrued.toLocaleString('en-US')} points</p>}
      <p role="status" aria-live="polite" aria-atomic="true" className={css({ srOnly: true })}>
        Order total {formatCents(cart.grand_total_cents)}
      </p>
    </section>
  );
}

function Row({ label, value, discount }: { label: string; value: string; discount?: boolean }) {
  const tone = discount ? css({ color: 'success' }) : undefined;
  return (
    <>
      <dt className={tone}>{label}</dt>
      <dd className={tone}>{value}</dd>
    </>
  );
}

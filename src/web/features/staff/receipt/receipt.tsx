import type { Ref } from 'react';
import { css } from 'styled-system/css';
import type { CartItem } from '@/api/cart';
import type { StaffOrder } from '@/api/staff';
import { RECEIPT_FONT_SIZE_PT } from '@/domain/constants';
import { formatPhone } from '@/domain/phone-number';
import { formatCents } from '@/domain/money';
import { customerStatusLabel, pointsLabel, statusTone } from '@/domain/order-status';
import { formatStoreDateTime, formatWindow, labelContext, orderNumber } from '@/web/shared/orders/order-format';
import { summaryLines } from '@/web/shared/orders/order-summary';
import { addressLines } from '@/web/shared/address/address-lines';
import { customerIdLabel, customerName, orderTypeWithVehicle } from '../staff-format';
import { receiptImage } from './receipt-image';

const root = css({ color: 'black', bg: 'white', fontFamily: 'body', lineHeight: '1.35', display: 'flex', flexDirection: 'column', gap: '1em', maxW: '42em' });
const row = css({ display: 'flex', justifyContent: 'space-between', gap: '1em' });
const rule = css({ borderTop: '1px solid black', pt: '0.75em' });
const cell = css({ py: '0.35em', textAlign: 'right', verticalAlign: 'top', whiteSpace: 'nowrap' });

/** On paper a cancelled or rejected order must never pass for a live one: a boxed word across the receipt. */
const stoppedBanner = css({ border: '3px solid black', textAlign: 'center', fontWeight: 'black', fontSize: '2em', letterSpacing: '0.15em', py: '0.2em', textTransform: 'uppercase' });

/**
 * A printed receipt (part 2 §4 "Receipt printing", §9 font size 9): the brand and the store, the
 * order's status (a cancelled or rejected order says so in a bold box at the top, issue 21), the
 * order number and date, the customer and how the order is handed over, every line, the discounts,
 * tax, rounding, grand total and the points. Product pictures print only as jpg, jpeg, png or gif (§7).
 * Without the brand's name (the startup answer not loaded) the store's full name stands in; it carries the brand.
 */
export function Receipt({ staffOrder, brandName, ref }: { staffOrder: StaffOrder; brandName: string | undefined; ref?: Ref<HTMLDivElement> }) {
  const { order, customer } = staffOrder;
  const { store } = order;
  const deliveryWindow = formatWindow(order.delivery_start_time, order.delivery_end_time, store.timezone);
  const context = labelContext(order);
  const status = customerStatusLabel(order.status, context);
  const stopped = statusTone(order.status, context) === 'stopped';
  return (
    <div ref={ref} data-receipt="" className={root} style={{ fontSize: `${RECEIPT_FONT_SIZE_PT}pt` }}>
      <header className={css({ textAlign: 'center' })}>
        <p className={css({ fontWeight: 'black', fontSize: '1.6em', letterSpacing: 'wide' })}>{brandName ?? store.name}</p>
        {brandName && <p className={css({ fontWeight: 'bold', fontSize: '1.2em' })}>{store.ecomm_display_name || store.name}</p>}
        <p>{store.address_1}</p>
        <p>
          {store.city}, {store.state} {store.zip}
        </p>
        {store.phone && <p>{formatPhone(store.phone)}</p>}
      </header>
      {stopped && (
        <div data-receipt-stopped="">
          <p className={stoppedBanner}>{status}</p>
          <p className={css({ textAlign: 'center', fontWeight: 'bold', mt: '0.35em' })}>Order {status.toLowerCase()}: do not hand over or charge.</p>
        </div>
      )}
      <div className={rule}>
        <Line label="Order" value={orderNumber(order.id)} strong />
        <Line label="Status" value={status} strong />
        {order.submitted_on && <Line label="Date" value={formatStoreDateTime(order.submitted_on, store.timezone)} />}
        <Line label="Customer" value={`${customerName(customer)} (${customerIdLabel(customer)})`} />
        {customer.phone && <Line label="Phone" value={formatPhone(customer.phone)} />}
        <Line label="Order type" value={orderTypeWithVehicle(order)} />
        {order.order_type === 'delivery' && order.address && (
          <Line label="Deliver to" value={addressLines(order.address).join(', ')} />
        )}
        {order.order_type === 'delivery' && deliveryWindow && <Line label="Window" value={deliveryWindow} />}
      </div>
      <table className={css({ width: 'full', borderCollapse: 'collapse' })}>
        <thead>
          <tr className={css({ borderBottom: '1px solid black' })}>
            <th className={css({ textAlign: 'left', py: '0.35em' })}>Item</th>
            <th className={cell}>Qty</th>
            <th className={cell}>Price</th>
            <th className={cell}>Total</th>
          </tr>
        </thead>
        <tbody>
          {order.cart_items.map((item) => (
            <ReceiptLine key={item.id} item={item} />
          ))}
        </tbody>
      </table>
      <div className={rule}>
        {summaryLines(order).map((line) => (
          <Line key={line.label} label={line.label} value={line.discount ? `−${formatCents(line.cents)}` : formatCents(line.cents)} />
        ))}
        {order.rounding_difference_cents > 0 && <Line label="Rounding difference" value={`−${formatCents(order.rounding_difference_cents)}`} />}
        <Line label="Grand total" value={formatCents(order.grand_total_cents)} strong />
        {order.loyalty_points_accrued > 0 && <Line label={`Points ${pointsLabel(order.status).toLowerCase()}`} value={order.loyalty_points_accrued.toLocaleString('en-US')} />}
      </div>
    </div>
  );
}

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <p className={row} style={strong ? { fontWeight: 700 } : undefined}>
      <span>{label}</span>
      <span>{value}</span>
    </p>
  );
}

function ReceiptLine({ item }: { item: CartItem }) {
  const image = receiptImage(item.inventory.image_urls);
  const name = item.inventory.ecomm_display_name || item.inventory.name;
  return (
    <tr className={css({ borderBottom: '1px dashed #999' })}>
      <td className={css({ py: '0.35em', verticalAlign: 'top' })}>
        <span className={css({ display: 'flex', gap: '0.5em', alignItems: 'flex-start' })}>
          {image && <img src={image} alt="" width={28} height={28} className={css({ objectFit: 'contain', flexShrink: 0 })} />}
          <span>
            {name}
            {item.applied_special_caption && <span className={css({ display: 'block', fontStyle: 'italic' })}>{item.applied_special_caption}</span>}
          </span>
        </span>
      </td>
      <td className={cell}>{item.quantity}</td>
      <td className={cell}>{formatCents(item.discounted_price_cents ?? item.price_cents)}</td>
      <td className={cell}>{formatCents(item.discounted_total_cents)}</td>
    </tr>
  );
}

import type { CSSProperties, KeyboardEventHandler, Ref } from 'react';
import { css, cx } from 'styled-system/css';
import type { QueueOrder, StaffStore } from '@/api/staff';
import { formatCents } from '@/domain/money';
import { USAGE_LABEL } from '@/domain/usage-type';
import { OrderDetailsLink } from '@/web/shared/orders/order-details-link';
import { OrderStatusBadge } from '@/web/shared/orders/order-status-badge';
import { dateTimeFormat, labelContext, orderNumber, orderTypeLabel, validDate } from '@/web/shared/orders/order-format';
import { IconButton } from '@/web/ui/icon-button';
import { ChevronDownIcon } from '@/web/ui/icons';
import { CustomerFacts } from '../components/customer-facts';
import { Fact } from '../components/fact';
import { OrderActions } from '../components/order-actions';
import { changedByLine, customerIdLabel, customerName, formatQueueTime, orderTypeWithVehicle } from '../staff-format';
import { factGrid } from '../styles';

/**
 * The columns a row lines up on, at every width: stacked in three short lines on a phone, one line
 * per order from 1280 px (a counter screen), so ten and more orders fit on it at once. The header
 * above the rows (QueueColumnHeads) uses the same template; an opened row's details take a line of
 * their own across every column.
 */
export const queueRowGrid = css({
  alignItems: 'center',
  columnGap: { base: '3', md: '2' },
  rowGap: '2',
  gridTemplateColumns: { base: 'auto minmax(0, 1fr) auto', md: '3.75rem 10rem minmax(7rem, 1.3fr) minmax(6.5rem, 1fr) 4.75rem 4.75rem 32rem' },
  gridTemplateAreas: {
    base: '"number status total" "customer customer placed" "kind kind kind" "controls controls controls"',
    md: '"number status customer kind placed total controls"',
  },
});

const secondLine = css({ display: 'block', fontSize: 'xs', color: 'muted', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' });
const firstLine = css({ display: 'block', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' });
// Written out one by one: Panda extracts styles at build time, so a grid area cannot come from a variable.
const cell = {
  number: css({ gridArea: 'number', minW: '0' }),
  status: css({ gridArea: 'status', minW: '0' }),
  customer: css({ gridArea: 'customer', minW: '0' }),
  kind: css({ gridArea: 'kind', minW: '0' }),
  placed: css({ gridArea: 'placed', minW: '0' }),
  total: css({ gridArea: 'total', minW: '0' }),
  controls: css({ gridArea: 'controls', minW: '0' }),
};

/** '12:26 PM' and 'Nov 21': when the order came in, in the store's time, in two short lines. */
function placedParts(iso: string | null, timeZone: string): { time: string; day: string } | undefined {
  const date = validDate(iso);
  if (!date) return undefined;
  return {
    time: dateTimeFormat({ hour: 'numeric', minute: '2-digit' }, timeZone).format(date),
    day: dateTimeFormat({ month: 'short', day: 'numeric' }, timeZone).format(date),
  };
}

export interface QueueOrderRowProps {
  order: QueueOrder;
  store: StaffStore;
  expanded: boolean;
  onToggle: () => void;
  /** Feed position (WAI-ARIA feed pattern): 1-based, and the number of orders in the filtered list. */
  position: number;
  setSize: number;
  /** 0 for the one row the Tab key reaches in the feed, -1 for the others (arrow keys move between them). */
  tabIndex: 0 | -1;
  onKeyDown: KeyboardEventHandler<HTMLElement>;
  ref?: Ref<HTMLElement>;
  className?: string;
  style?: CSSProperties;
}

/**
 * One order in the queue (part 2 §6), compact: number, status, customer and customer id, order type
 * and usage, when it came in, total and items, the moves staff may make now and Order Details. 'More
 * about order' opens the rest in place: contact and how they are notified, the vehicle, the full
 * time and the last change. An article named 'Order #1042' in a feed, focusable for the arrow keys.
 */
export function QueueOrderRow({ order, store, expanded, onToggle, position, setSize, tabIndex, onKeyDown, ref, className, style }: QueueOrderRowProps) {
  const number = orderNumber(order.id);
  const titleId = `queue-order-${order.id}`;
  const detailsId = `queue-order-${order.id}-details`;
  const placed = placedParts(order.submitted_on, store.timezone);
  return (
    <article
      ref={ref}
      aria-labelledby={titleId}
      aria-posinset={position}
      aria-setsize={setSize}
      tabIndex={tabIndex}
      onKeyDown={onKeyDown}
      data-order-id={order.id}
      style={style}
      className={cx(
        queueRowGrid,
        css({
          display: 'grid',
          px: { base: '3', md: '4' },
          py: '2',
          bg: 'canvas',
          borderBottom: '1px solid token(colors.line)',
          fontSize: 'sm',
          lineHeight: '1.35',
          outline: 'none',
          _focusVisible: { outline: '3px solid token(colors.brand)', outlineOffset: '-3px' },
          _hover: { bg: 'wash' },
        }),
        className,
      )}
    >
      {/* '#1042' on screen; 'Order #1042' to a screen reader, and as the article's name. */}
      <h2 id={titleId} aria-label={`Order ${number}`} className={cx(cell.number, css({ fontSize: 'md', fontWeight: 'extrabold', whiteSpace: 'nowrap' }))}>
        {number}
      </h2>
      <div className={cell.status}>
        <OrderStatusBadge status={order.status} context={labelContext(order)} />
      </div>
      <p className={cell.customer}>
        <strong className={firstLine}>{customerName(order.customer)}</strong>
        <span className={secondLine}>{customerIdLabel(order.customer)}</span>
      </p>
      <p className={cell.kind}>
        <span className={firstLine}>{orderTypeLabel(order)}</span>
        <span className={secondLine}>{USAGE_LABEL[order.usage_type]}</span>
      </p>
      <p className={cx(cell.placed, css({ textAlign: { base: 'right', md: 'left' } }))}>
        {placed ? (
          <time dateTime={order.submitted_on!}>
            <span className={firstLine}>{placed.time}</span>
            <span className={secondLine}>{placed.day}</span>
          </time>
        ) : (
          '—'
        )}
      </p>
      <p className={cx(cell.total, css({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }))}>
        <strong className={firstLine}>{formatCents(order.grand_total_cents)}</strong>
        <span className={secondLine}>
          {order.item_count} {order.item_count === 1 ? 'item' : 'items'}
        </span>
      </p>
      {/* Row buttons a little narrower than elsewhere, so three moves, the details toggle and Order Details share one line at 1280 px. */}
      <div className={cx(cell.controls, css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2', flexWrap: { base: 'wrap', md: 'nowrap' }, '& [role=group]': { flexWrap: 'nowrap', gap: '1.5' }, '& [role=group] button, & a': { px: '2.5' } }))}>
        <OrderActions order={order} storeId={store.id} />
        <div className={css({ display: 'flex', alignItems: 'center', gap: '1', ml: 'auto' })}>
          <IconButton
            size="sm"
            aria-label={`More about order ${number}`}
            aria-expanded={expanded}
            aria-controls={expanded ? detailsId : undefined}
            onClick={onToggle}
          >
            <ChevronDownIcon className={css({ transition: 'transform 150ms' })} style={expanded ? { transform: 'rotate(180deg)' } : undefined} />
          </IconButton>
          <OrderDetailsLink orderId={order.id} />
        </div>
      </div>
      {expanded && (
        <dl id={detailsId} className={cx(factGrid, css({ gridColumn: '1 / -1', pt: '2', pb: '1', borderTop: '1px dashed token(colors.line)' }))}>
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
      )}
    </article>
  );
}

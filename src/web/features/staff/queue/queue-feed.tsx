import { useLayoutEffect, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { css, cx } from 'styled-system/css';
import type { QueueOrder, StaffStore } from '@/api/staff';
import { useMediaQuery } from '@/web/ui/hooks/use-media-query';
import { QueueOrderRow, queueRowGrid } from './queue-order-row';
import { useWindowVirtualList } from './use-window-virtual-list';

/** The counter-screen layout starts here (Panda's md breakpoint): one line per order. */
const WIDE = '(min-width: 1280px)';
/** A row's height before it is measured: one line of the counter layout, or the phone's stacked card. */
const ESTIMATE_WIDE = 58;
const ESTIMATE_NARROW = 170;
/** Rows rendered past each edge of the window, so scrolling and Tab find the next order already there. */
export const QUEUE_OVERSCAN = 6;

export const QUEUE_FEED_LABEL = 'Orders';

/**
 * The queue's orders as a WAI-ARIA feed of articles ('Order #1042', each with its place in the list),
 * rendering only the rows the window shows (useWindowVirtualList) so a 72-hour list of hundreds stays
 * light. Keyboard (the feed pattern): Tab reaches one order, Arrow Up/Down and Page Up/Down move to
 * the previous or next order (Page keys from inside a row too), Home and End to the first and last;
 * a row scrolled far away is rendered before it takes focus. The row holding focus stays rendered
 * while the list scrolls, so focus is never dropped to the page.
 */
export function QueueFeed({ orders, store }: { orders: readonly QueueOrder[]; store: StaffStore }) {
  const wide = useMediaQuery(WIDE);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set());
  const [focusedId, setFocusedId] = useState<number | undefined>();
  const keys = useMemo(() => orders.map((order) => order.id), [orders]);
  const focusedIndex = focusedId === undefined ? -1 : keys.indexOf(focusedId);
  const virtual = useWindowVirtualList({ keys, estimateSize: wide ? ESTIMATE_WIDE : ESTIMATE_NARROW, overscan: QUEUE_OVERSCAN, keep: focusedIndex < 0 ? [] : [focusedIndex] });

  const feed = useRef<HTMLDivElement | null>(null);
  const pendingFocus = useRef<number | undefined>(undefined);
  useLayoutEffect(() => {
    const id = pendingFocus.current;
    if (id === undefined) return;
    pendingFocus.current = undefined;
    feed.current?.querySelector<HTMLElement>(`article[data-order-id="${id}"]`)?.focus();
  });

  const moveTo = (index: number) => {
    const id = keys[Math.max(0, Math.min(keys.length - 1, index))];
    if (id === undefined) return;
    pendingFocus.current = id;
    setFocusedId(id);
  };
  const keyDown = (index: number) => (event: KeyboardEvent<HTMLElement>) => {
    const onRow = event.target === event.currentTarget;
    const step = event.key === 'PageDown' || (onRow && event.key === 'ArrowDown') ? 1 : event.key === 'PageUp' || (onRow && event.key === 'ArrowUp') ? -1 : 0;
    if (step) moveTo(index + step);
    else if (onRow && event.key === 'Home') moveTo(0);
    else if (onRow && event.key === 'End') moveTo(keys.length - 1);
    else return;
    event.preventDefault();
  };
  const focusIn = (event: FocusEvent<HTMLDivElement>) => {
    const id = Number((event.target as Element).closest('article[data-order-id]')?.getAttribute('data-order-id'));
    if (Number.isInteger(id) && id !== focusedId) setFocusedId(id);
  };

  // One row is in the Tab order: the last one focused while it is rendered, else the first rendered.
  const tabbable = virtual.rows.some((row) => row.index === focusedIndex) ? focusedIndex : virtual.rows[0]?.index;
  return (
    <div
      ref={(element) => {
        feed.current = element;
        virtual.listRef(element);
      }}
      role="feed"
      aria-label={QUEUE_FEED_LABEL}
      aria-busy="false"
      onFocus={focusIn}
      className={css({ position: 'relative', borderTop: '1px solid token(colors.line)' })}
      style={{ height: virtual.totalSize }}
    >
      {virtual.rows.map(({ index, start }) => {
        const order = orders[index]!;
        return (
          <QueueOrderRow
            key={order.id}
            ref={virtual.measureRow(index)}
            order={order}
            store={store}
            expanded={expanded.has(order.id)}
            onToggle={() =>
              setExpanded((previous) => {
                const next = new Set(previous);
                if (!next.delete(order.id)) next.add(order.id);
                return next;
              })
            }
            position={index + 1}
            setSize={orders.length}
            tabIndex={index === tabbable ? 0 : -1}
            onKeyDown={keyDown(index)}
            className={css({ position: 'absolute', top: '0', left: '0', right: '0' })}
            style={{ transform: `translateY(${start}px)` }}
          />
        );
      })}
    </div>
  );
}

/** The column names over the counter layout's rows; a phone's stacked rows need none. Visual only: each row reads in full. */
export function QueueColumnHeads() {
  return (
    <div aria-hidden="true" className={cx(queueRowGrid, css({ display: { base: 'none', md: 'grid' }, px: '4', pb: '1.5', fontSize: 'xs', fontWeight: 'semibold', color: 'muted', textTransform: 'uppercase', letterSpacing: 'wide' }))}>
      <span style={{ gridArea: 'number' }}>Order</span>
      <span style={{ gridArea: 'status' }}>Status</span>
      <span style={{ gridArea: 'customer' }}>Customer</span>
      <span style={{ gridArea: 'kind' }}>Type</span>
      <span style={{ gridArea: 'placed' }}>Submitted</span>
      <span style={{ gridArea: 'total', textAlign: 'right' }}>Total</span>
      <span style={{ gridArea: 'controls' }}>Actions</span>
    </div>
  );
}

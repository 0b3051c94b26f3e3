import { useEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import type { QueueOrder } from '@/api/staff';
import { customerName } from '../staff-format';

export const newOrderMessage = (order: Pick<QueueOrder, 'customer'>) => `New order from ${customerName(order.customer)}`;

/** The orders submitted after the queue's previous answer was made (its as_of): the ones that just came in. */
export function ordersSubmittedSince(orders: readonly QueueOrder[], asOf: string): QueueOrder[] {
  const since = Date.parse(asOf);
  return orders.filter((order) => order.submitted_on !== null && Date.parse(order.submitted_on) > since);
}

/**
 * Tells a screen reader of each order that comes in while the queue is open ('New order from Ada
 * Lovelace'), through a polite live region that never takes focus; the queue's first answer is no news.
 */
export function NewOrderAnnouncer({ orders, asOf }: { orders: readonly QueueOrder[]; asOf: string }) {
  const [message, setMessage] = useState('');
  const previousAsOf = useRef<string | undefined>(undefined);
  useEffect(() => {
    const since = previousAsOf.current;
    previousAsOf.current = asOf;
    if (since === undefined || since === asOf) return;
    const arrived = ordersSubmittedSince(orders, since);
    if (arrived.length) setMessage(arrived.map(newOrderMessage).join('. '));
  }, [orders, asOf]);
  return (
    <p role="status" aria-live="polite" aria-atomic="true" className={css({ srOnly: true })}>
      {message}
    </p>
  );
}

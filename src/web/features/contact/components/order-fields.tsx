import { format } from 'date-fns';
import { useMemo } from 'react';
import type * as z from 'zod/mini';
import type { slimOrderSchema } from '@/api/cart';
import type { ContactProblems } from '@/domain/contact-form';
import { Button } from '@/web/ui/button';
import { SimpleSelect } from '@/web/ui/select';
import { Skeleton } from '@/web/ui/skeleton';
import { muted } from '../styles';
import { FieldSlot } from './field-slot';

export type PickerOrder = z.infer<typeof slimOrderSchema>;

/** 'Order #12 · Mar 3, 2026 · Springfield Dispensary' (part 2 §3 "Return picker order": id, store, date). */
export function orderLabel(order: PickerOrder): string {
  const placed = order.submitted_on ? format(new Date(order.submitted_on), 'MMM d, yyyy') : undefined;
  return [`Order #${order.id}`, placed, order.store_name].filter(Boolean).join(' · ');
}

/** The choice that means 'this is not about an order' where an order is optional. */
export const NO_ORDER = 'none';

export const ORDERS_OFFLINE = "Your orders need a connection to load. They'll appear here as soon as you're back online.";

export interface OrderPickerProps {
  /** `offline`: the read failed for want of a network (it reruns by itself on reconnect). */
  orders: { data: PickerOrder[] | undefined; isError: boolean; offline: boolean; refetch: () => void };
  value: number | undefined;
  optional: boolean;
  emptyText: string;
  problems: ContactProblems;
  onChange: (orderId: number | undefined) => void;
}

/** The shopper's orders the inquiry type lists (part 2 §4); an optional pick can be 'Not about an order'. */
export function OrderPicker({ orders, value, optional, emptyText, problems, onChange }: OrderPickerProps) {
  const options = useMemo(
    () => [...(optional ? [{ value: NO_ORDER, label: 'Not about an order' }] : []), ...(orders.data ?? []).map((order) => ({ value: String(order.id), label: orderLabel(order) }))],
    [orders.data, optional],
  );
  // Orders kept on this device stay when a refresh fails (offline).
  if (!orders.data && orders.isError) {
    return (
      <p role="status" className={muted}>
        {orders.offline ? ORDERS_OFFLINE : 'We could not load your orders.'}{' '}
        <Button variant="link" size="sm" onClick={orders.refetch}>
          Try Again
        </Button>
      </p>
    );
  }
  if (!orders.data) return <Skeleton height="2.75rem" />;
  if (orders.data.length === 0 && !optional) {
    return (
      <FieldSlot field="order_id" error={problems.order_id}>
        <p className={muted}>{emptyText}</p>
      </FieldSlot>
    );
  }
  return (
    <FieldSlot field="order_id" error={problems.order_id}>
      <SimpleSelect
        label={optional ? 'Order (optional)' : 'Order'}
        name="order_id"
        placeholder="Choose an order"
        options={options}
        value={value === undefined ? (optional ? NO_ORDER : undefined) : String(value)}
        onValueChange={(picked) => onChange(picked === NO_ORDER ? undefined : Number(picked))}
      />
    </FieldSlot>
  );
}

/** The products of the chosen order (returns, part 2 §5). */
export function ProductPicker({ order, value, problems, onChange }: { order: PickerOrder | undefined; value: number | undefined; problems: ContactProblems; onChange: (productId: number) => void }) {
  const options = useMemo(() => (order?.items ?? []).map((item) => ({ value: String(item.inventory_id), label: item.name })), [order]);
  return (
    <FieldSlot field="product_id" error={problems.product_id}>
      <SimpleSelect
        label="Product"
        name="product_id"
        placeholder={order ? 'Choose a product' : 'Choose an order first'}
        disabled={!order}
        options={options}
        value={value === undefined ? undefined : String(value)}
        onValueChange={(picked) => onChange(Number(picked))}
      />
    </FieldSlot>
  );
}

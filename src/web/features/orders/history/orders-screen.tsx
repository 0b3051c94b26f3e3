import { Tabs } from '@/web/ui/tabs';
import { OrdersFrame } from '@/web/shared/orders/orders-frame';
import { ORDER_FILTER_LABELS } from '@/web/shared/orders/order-filters';
import { ORDER_FILTER_VALUES, type OrderFilter } from '@/web/shared/orders/orders-route-search';
import { OrderList } from './order-list';

/**
 * Order History (part 2 §2 /orders) with the filters of §4 as tabs: All, In Progress, Completed,
 * Cancelled. The chosen tab lives in the URL (?filter=), so a reload or a shared link keeps it.
 * Portal users get the Order Queue instead (features/staff/queue; part 2 §2 /orders).
 */
export function OrdersScreen({ filter, onFilterChange }: { filter: OrderFilter; onFilterChange: (filter: OrderFilter) => void }) {
  return (
    <OrdersFrame title="Order History">
      <Tabs.Root value={filter} onValueChange={(details) => onFilterChange(details.value as OrderFilter)} lazyMount unmountOnExit>
        <Tabs.List aria-label="Filter orders">
          {ORDER_FILTER_VALUES.map((value) => (
            <Tabs.Trigger key={value} value={value}>
              {ORDER_FILTER_LABELS[value]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {ORDER_FILTER_VALUES.map((value) => (
          <Tabs.Content key={value} value={value}>
            <OrderList filter={value} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </OrdersFrame>
  );
}

import { OrdersFrame } from '@/web/shared/orders/orders-frame';
import { Tabs } from '@/web/ui/tabs';
import { WorkingStoreGate } from '../components/working-store-gate';
import { STAFF_QUEUE_FILTER_VALUES, STAFF_QUEUE_FILTERS, type StaffQueueFilter } from './queue-filters';
import { QueueList, QueueSkeleton } from './queue-list';

export const ORDER_QUEUE_TITLE = 'Order Queue';

/**
 * The Order Queue at /orders for portal users (part 2 §2, §6): the working store's orders of the
 * last 72 hours, filtered by status in tabs, each with what staff may do next.
 */
export function OrderQueueScreen({ filter, onFilterChange }: { filter: StaffQueueFilter; onFilterChange: (filter: StaffQueueFilter) => void }) {
  return (
    <OrdersFrame title={ORDER_QUEUE_TITLE}>
      <WorkingStoreGate skeleton={<QueueSkeleton />}>
        {(store) => (
          <Tabs.Root value={filter} onValueChange={(details) => onFilterChange(details.value as StaffQueueFilter)} lazyMount unmountOnExit>
            <Tabs.List aria-label="Filter orders by status">
              {STAFF_QUEUE_FILTER_VALUES.map((value) => (
                <Tabs.Trigger key={value} value={value}>
                  {STAFF_QUEUE_FILTERS[value].label}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {STAFF_QUEUE_FILTER_VALUES.map((value) => (
              <Tabs.Content key={value} value={value}>
                <QueueList store={store} filter={value} />
              </Tabs.Content>
            ))}
          </Tabs.Root>
        )}
      </WorkingStoreGate>
    </OrdersFrame>
  );
}

import { useState, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { usePageMeta } from '@/web/state/page-meta';
import { useHeadingFocus } from '@/web/ui/hooks/use-heading-focus';
import { pageShell } from '@/web/ui/page-styles';
import { WorkingStoreGate } from '../components/working-store-gate';
import type { StaffQueueFilter } from '@/web/shared/orders/orders-route-search';
import type { QueueOrderType, QueueSort } from './queue-view-prefs';
import { QueueList, QueueSkeleton } from './queue-list';
import { QueueToolbar } from './queue-toolbar';
import { defaultQueueSort } from './queue-view';

export const ORDER_QUEUE_TITLE = 'Order Queue';

/** What the queue shows: the status filter (in the URL), the order and the order type (on the device); `sort` undefined follows the spec's default for the filter. */
export interface QueueViewState {
  filter: StaffQueueFilter;
  sort: QueueSort | undefined;
  type: QueueOrderType | undefined;
}

/**
 * The Order Queue at /orders for portal users (part 2 §2, §6): the working store's orders of the
 * last 72 hours, filtered by status in tabs, searchable, of one order type or all, in the order staff
 * choose, one compact row each with what staff may do next.
 */
export function OrderQueueScreen({ view, onViewChange }: { view: QueueViewState; onViewChange: (change: Partial<QueueViewState>) => void }) {
  const [search, setSearch] = useState('');
  const sort = view.sort ?? defaultQueueSort(view.filter);
  return (
    <QueueFrame
      toolbar={
        <QueueToolbar
          search={search}
          onSearchChange={setSearch}
          type={view.type}
          onTypeChange={(type) => onViewChange({ type })}
          sort={sort}
          onSortChange={(next) => onViewChange({ sort: next })}
        />
      }
    >
      <WorkingStoreGate skeleton={<QueueSkeleton />}>
        {(store) => (
          <QueueList
            store={store}
            filter={view.filter}
            onFilterChange={(filter) => onViewChange({ filter })}
            sort={sort}
            type={view.type}
            search={search}
            onClearFind={() => {
              setSearch('');
              onViewChange({ type: undefined });
            }}
          />
        )}
      </WorkingStoreGate>
    </QueueFrame>
  );
}

/**
 * The queue's page: wider than the other order screens and tighter above the list, so a counter
 * screen spends its height on orders. The title is the page's h1, focused when the screen opens.
 */
function QueueFrame({ toolbar, children }: { toolbar: ReactNode; children: ReactNode }) {
  usePageMeta({ title: ORDER_QUEUE_TITLE });
  const heading = useHeadingFocus(ORDER_QUEUE_TITLE);
  return (
    <div className={css(pageShell.raw(), { maxW: '1440px', pt: '4', gap: '3' })}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: '6', rowGap: '3' })}>
        <h1 ref={heading} tabIndex={-1} className={css({ fontSize: { base: '2xl', sm: '3xl' }, fontWeight: 'black', letterSpacing: 'tight', lineHeight: '1.15', outline: 'none' })}>
          {ORDER_QUEUE_TITLE}
        </h1>
        {toolbar}
      </div>
      {children}
    </div>
  );
}

import { useId } from 'react';
import { css } from 'styled-system/css';
import type { StaffStore } from '@/api/staff';
import { LoadFailed } from '@/web/shared/load-failed';
import { LoadingRegion, Skeleton } from '@/web/ui/skeleton';
import { useStartedOrder } from '../api/started-order';
import { ContinueOrderPanel } from './continue-order-panel';
import { CreateOrderPanel } from './create-order-panel';
import { NEW_ORDER_MESSAGES } from './new-order-labels';

/**
 * Ordering on behalf on the staff home (part 2 §2: "a Create New Order panel and a Continue Order
 * panel"; §4). The started order is read here, when the home shows, never at app startup. Once an
 * order starts, focus moves to its Continue Order panel.
 */
export function OrderOnBehalfPanels({ store }: { store: StaffStore }) {
  const started = useStartedOrder(store.id);
  const continueHeadingId = useId();
  const envelope = started.data;

  function continuePanel() {
    if (started.isPending) {
      return (
        <LoadingRegion label="Checking for a started order">
          <Skeleton height="10rem" className={css({ borderRadius: 'card' })} />
        </LoadingRegion>
      );
    }
    if (started.isError && !envelope) {
      return <LoadFailed error={started.error} message={NEW_ORDER_MESSAGES.orderFailed} offlineMessage={NEW_ORDER_MESSAGES.orderOffline} onRetry={() => void started.refetch()} retrying={started.isFetching} />;
    }
    if (!envelope?.cart) return null;
    return <ContinueOrderPanel store={store} cart={envelope.cart} customer={envelope.customer} headingId={continueHeadingId} />;
  }

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: { base: '5', sm: '6' } })}>
      {continuePanel()}
      <CreateOrderPanel store={store} onStarted={() => requestAnimationFrame(() => document.getElementById(continueHeadingId)?.focus())} />
    </div>
  );
}

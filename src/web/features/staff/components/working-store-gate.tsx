import type { ReactNode } from 'react';
import type { StaffStore } from '@/api/staff';
import { LoadFailed } from '@/web/shared/load-failed';
import { StateMessage } from '@/web/ui/state-message';
import { useWorkingStore } from '../working-store';

export const STORES_FAILED = 'We could not load the stores you work at. Check your connection and try again.';
export const STORES_OFFLINE = "The staff terminal needs a connection to load your stores. It will continue as soon as you're back online.";
export const NO_STORES = 'You are not assigned to a store yet. Ask a manager to add you to one.';

/**
 * Renders a staff screen for the working store once it is known: `skeleton` while the stores load,
 * why not when they cannot (offline, failed, or no store at all), never a spinner without end.
 */
export function WorkingStoreGate({ skeleton, children }: { skeleton: ReactNode; children: (store: StaffStore) => ReactNode }) {
  const working = useWorkingStore();
  if (working.store) return <>{children(working.store)}</>;
  if (working.error) {
    return <LoadFailed error={working.error} message={STORES_FAILED} offlineMessage={STORES_OFFLINE} onRetry={working.refetch} retrying={working.isFetching} />;
  }
  if (working.isPending) return <>{skeleton}</>;
  return (
    <StateMessage>
      <p>{NO_STORES}</p>
    </StateMessage>
  );
}

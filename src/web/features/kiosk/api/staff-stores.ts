import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { staffStoresQueryOptions } from '@/web/shared/staff/get-staff-stores';
import { sessionState } from '@/web/state/session';

/** The stores the signed-in portal user works at: where they may pin a kiosk. */
export function useStaffStores(enabled: boolean) {
  const { userId } = useSnapshot(sessionState);
  const options = staffStoresQueryOptions(userId);
  return useQuery({ ...options, enabled: enabled && options.enabled !== false });
}

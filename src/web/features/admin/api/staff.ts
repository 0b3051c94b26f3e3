import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import type { InviteStaffBody, StaffAccessBody } from '@/api/admin-staff';
import { adminStaffPaths } from '@/api/admin-staff-paths';
import { call } from '@/web/data/call';
import { consoleKeys } from '@/web/data/query-keys';
import { sessionState } from '@/web/state/session';

/* Staff and kiosks in the console (README "Staff and kiosks"). */

/** The brand's staff accounts (operators). */
export function staffQueryOptions(userId: number | undefined) {
  return queryOptions({
    queryKey: consoleKeys.staff(userId),
    queryFn: ({ signal }) => call(adminStaffPaths.staffList, {}, { signal, hideErrorToast: true }),
    enabled: userId !== undefined,
    staleTime: 0,
  });
}

/** The kiosks of one store, pinned ones first. */
export function storeKiosksQueryOptions(userId: number | undefined, storeId: number) {
  return queryOptions({
    queryKey: consoleKeys.kiosks(userId, storeId),
    queryFn: ({ signal }) => call(adminStaffPaths.storeKiosks, { params: { id: storeId } }, { signal, hideErrorToast: true }),
    enabled: userId !== undefined,
    staleTime: 0,
  });
}

function useStaffWrite<Input, Answer>(write: (input: Input) => Promise<Answer>) {
  const { userId } = useSnapshot(sessionState);
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => queryClient.invalidateQueries({ queryKey: consoleKeys.staff(userId) }) });
}

const quiet = { hideErrorToast: true } as const;
export const useInviteStaff = () => useStaffWrite((body: InviteStaffBody) => call(adminStaffPaths.inviteStaff, { body }, quiet));
export const useSetStaffAccess = () =>
  useStaffWrite(({ id, body }: { id: number; body: StaffAccessBody }) => call(adminStaffPaths.setStaffAccess, { params: { id }, body }, quiet));
export const useDisableStaff = () => useStaffWrite((id: number) => call(adminStaffPaths.disableStaff, { params: { id }, body: {} }, quiet));
export const useEnableStaff = () => useStaffWrite((id: number) => call(adminStaffPaths.enableStaff, { params: { id }, body: {} }, quiet));

export function useUnpinKiosk(storeId: number) {
  const { userId } = useSnapshot(sessionState);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(adminStaffPaths.unpinConsoleKiosk, { params: { id }, body: {} }, quiet),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consoleKeys.kiosks(userId, storeId) }),
  });
}

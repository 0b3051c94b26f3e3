import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { adminSpecialPaths } from '@/api/admin-special-paths';
import type { SpecialInput } from '@/api/admin-specials';
import type { SpecialState } from '@/domain/special-schedule';
import type { UsageType } from '@/domain/usage-type';
import { call, type CallQuery } from '@/web/data/call';
import { consoleKeys, inventoryKeys, specialKeys, startupKeys } from '@/web/data/query-keys';
import { sessionState } from '@/web/state/session';

/** A store's specials with their state, filtered by state when asked (GET admin/stores/{id}/specials). */
export function specialListQueryOptions(userId: number | undefined, storeId: number, state: SpecialState | undefined) {
  return queryOptions({
    queryKey: consoleKeys.specialList(userId, storeId, { state }),
    queryFn: ({ signal }) => call(adminSpecialPaths.adminStoreSpecials, { params: { id: storeId }, query: state ? { state } : {} }, { signal, hideErrorToast: true }),
    enabled: userId !== undefined,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** One special with every item it discounts (the list names only a few), for the form (GET admin/specials/{id}). */
export function specialQueryOptions(userId: number | undefined, storeId: number, specialId: number) {
  return queryOptions({
    queryKey: [...consoleKeys.specials(userId, storeId), 'one', specialId] as const,
    queryFn: ({ signal }) => call(adminSpecialPaths.adminSpecial, { params: { id: specialId } }, { signal, hideErrorToast: true }),
    enabled: userId !== undefined,
    staleTime: 0,
  });
}

export type SpecialItemQuery = CallQuery<typeof adminSpecialPaths.adminSpecialItems>;

/** The picker's search of the store's items, with every brand and category it carries. */
export function specialItemsQueryOptions(userId: number | undefined, storeId: number, query: SpecialItemQuery) {
  return queryOptions({
    queryKey: consoleKeys.specialItems(userId, storeId, query),
    queryFn: ({ signal }) => call(adminSpecialPaths.adminSpecialItems, { params: { id: storeId }, query }, { signal, hideErrorToast: true }),
    enabled: userId !== undefined,
    placeholderData: keepPreviousData,
  });
}

/**
 * After any write the store's specials are read again, and the storefront's kept menus, prices and
 * specials on this device too (all of them, not only the shown ones), so the operator's own
 * storefront tab shows the new price.
 */
function useSpecialsWrite<Input, Answer>(storeId: number, write: (input: Input) => Promise<Answer>) {
  const { userId } = useSnapshot(sessionState);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => {
      for (const queryKey of [startupKeys.all, inventoryKeys.all, specialKeys.all]) void queryClient.invalidateQueries({ queryKey, refetchType: 'all' });
      return queryClient.invalidateQueries({ queryKey: consoleKeys.specials(userId, storeId) });
    },
  });
}

/** Creates (no id) or replaces (an id) a special; errors stay with the form, beside its fields. */
export function useSaveSpecial(storeId: number) {
  return useSpecialsWrite(storeId, ({ id, input }: { id?: number; input: SpecialInput }) =>
    id === undefined
      ? call(adminSpecialPaths.adminCreateSpecial, { params: { id: storeId }, body: input }, { hideErrorToast: true })
      : call(adminSpecialPaths.adminUpdateSpecial, { params: { id }, body: input }, { hideErrorToast: true }),
  );
}

export type SpecialAction = 'pause' | 'resume' | 'end';
const ACTIONS = { pause: adminSpecialPaths.adminPauseSpecial, resume: adminSpecialPaths.adminResumeSpecial, end: adminSpecialPaths.adminEndSpecial } as const;

export function useSpecialAction(storeId: number) {
  return useSpecialsWrite(storeId, ({ id, action }: { id: number; action: SpecialAction }) => call(ACTIONS[action], { params: { id } }, { hideErrorToast: true }));
}

/** What a special would do, saved or not: nothing is written, so nothing is re-read. */
export function usePreviewSpecial(storeId: number) {
  return useMutation({
    mutationFn: (body: { special: SpecialInput; special_id?: number; usage_type?: UsageType }) => call(adminSpecialPaths.adminPreviewSpecial, { params: { id: storeId }, body }, { hideErrorToast: true }),
  });
}

import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import type { CreateFeedKey } from '@/api/admin-import';
import { adminImportPaths } from '@/api/admin-import-paths';
import { call } from '@/web/data/call';
import { consoleKeys } from '@/web/data/query-keys';
import { sessionState } from '@/web/state/session';

/** The brand's point-of-sale feed keys, revoked ones included (operators). */
export function feedKeysQueryOptions(userId: number | undefined) {
  return queryOptions({
    queryKey: consoleKeys.feedKeys(userId),
    queryFn: ({ signal }) => call(adminImportPaths.feedKeys, {}, { signal, hideErrorToast: true }),
    enabled: userId !== undefined,
    staleTime: 0,
  });
}

function useFeedKeyWrite<Input, Answer>(write: (input: Input) => Promise<Answer>) {
  const { userId } = useSnapshot(sessionState);
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => queryClient.invalidateQueries({ queryKey: consoleKeys.feedKeys(userId) }) });
}

export const useCreateFeedKey = () => useFeedKeyWrite((body: CreateFeedKey) => call(adminImportPaths.createFeedKey, { body }, { hideErrorToast: true }));
export const useRevokeFeedKey = () => useFeedKeyWrite((id: number) => call(adminImportPaths.revokeFeedKey, { params: { id } }, { hideErrorToast: true }));

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { adminImportPaths } from '@/api/admin-import-paths';
import type { UsageType } from '@/domain/usage-type';
import { call } from '@/web/data/call';
import { consoleKeys } from '@/web/data/query-keys';
import { sessionState } from '@/web/state/session';

export interface ImportRequest {
  rows: Record<string, unknown>[];
  mode: 'dry_run' | 'apply';
  removed: 'keep' | 'hide';
}

/**
 * Sends the rows for a dry run or an apply. An apply refused for row errors (422) answers the same
 * summary as a dry run, so the page shows it rather than a bare message.
 */
export function useImportRows(storeId: number) {
  const { userId } = useSnapshot(sessionState);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ rows, mode, removed }: ImportRequest) =>
      call(adminImportPaths.importInventory, { params: { id: storeId }, query: { mode, removed }, body: { rows } }, { hideErrorToast: true }),
    onSuccess: (summary) => {
      if (summary.applied) void queryClient.invalidateQueries({ queryKey: consoleKeys.items(userId, storeId) });
    },
  });
}

/** The store's rows in the import format (JSON; the page writes the CSV from it). */
export function exportRows(storeId: number, usageType: UsageType | undefined) {
  return call(adminImportPaths.exportInventory, { params: { id: storeId }, query: { format: 'json', ...(usageType ? { usage_type: usageType } : {}) } }, { hideErrorToast: true });
}


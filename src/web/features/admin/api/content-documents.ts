import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import type { AdminContentCreate, AdminContentDocument, AdminContentPatch } from '@/api/admin-content';
import { adminContentPaths } from '@/api/admin-content-paths';
import type { ContentType } from '@/api/content';
import { call } from '@/web/data/call';
import { consoleKeys, contentKeys } from '@/web/data/query-keys';
import { sessionState } from '@/web/state/session';

/** One type's documents with their state (GET /admin/content?type=). */
export function contentDocumentsQueryOptions(userId: number | undefined, type: ContentType) {
  return queryOptions({
    queryKey: consoleKeys.content(userId, type),
    queryFn: ({ signal }) => call(adminContentPaths.adminListContent, { query: { type } }, { signal, hideErrorToast: true }),
    enabled: userId !== undefined,
    staleTime: 0,
  });
}

export type ContentWrite = { create: AdminContentCreate } | { id: number; patch: AdminContentPatch } | { id: number; remove: true };

/**
 * Creates, changes or deletes a document; errors stay with the caller (beside the fields). The
 * console's list is read again, and so is this device's storefront content, so the operator's own
 * storefront tab shows the change at once.
 */
export function useWriteContent(type: ContentType) {
  const { userId } = useSnapshot(sessionState);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (write: ContentWrite): Promise<AdminContentDocument> =>
      'create' in write
        ? call(adminContentPaths.adminCreateContent, { body: write.create }, { hideErrorToast: true })
        : 'remove' in write
          ? call(adminContentPaths.adminDeleteContent, { params: { id: write.id } }, { hideErrorToast: true })
          : call(adminContentPaths.adminUpdateContent, { params: { id: write.id }, body: write.patch }, { hideErrorToast: true }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: consoleKeys.content(userId, type) });
      void queryClient.invalidateQueries({ queryKey: contentKeys.all });
    },
  });
}

/** POST /admin/content/images: the uploaded image's public link. */
export function useUploadContentImage() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return call(adminContentPaths.adminUploadContentImage, { form }, { hideErrorToast: true });
    },
  });
}

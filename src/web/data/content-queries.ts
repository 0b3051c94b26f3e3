import { queryOptions } from '@tanstack/react-query';
import type { ContentDocumentOf, ContentType } from '@/api/content';
import { contentPaths } from '@/api/content-paths';
import { call } from './call';
import { contentKeys } from './query-keys';

/** Content changes rarely: keep it fresh for 5 minutes and let the cache serve repeat visits. */
const CONTENT_STALE_MS = 5 * 60_000;

export interface ContentListFilter {
  uids?: readonly string[];
  tag?: string;
  page?: number;
  pageSize?: number;
}

/**
 * A page of the brand's published documents of one type (GET content/documents), newest first.
 * Shared by every feature that shows content (shell banner and menus, content pages, store pages).
 */
export function contentListQueryOptions<T extends ContentType>(type: T, filter: ContentListFilter = {}) {
  return queryOptions({
    queryKey: contentKeys.list(type, filter),
    queryFn: async ({ signal }) => {
      const list = await call(
        contentPaths.listContent,
        { query: { type, uids: filter.uids, tag: filter.tag, page: filter.page, page_size: filter.pageSize } },
        { signal, hideErrorToast: true },
      );
      return { ...list, data: list.data.filter((doc): doc is ContentDocumentOf<T> => doc.type === type) };
    },
    staleTime: CONTENT_STALE_MS,
  });
}

/** One published document (GET content/documents/{type}/{uid}); a missing one rejects with status 404. */
export function contentDocumentQueryOptions<T extends ContentType>(type: T, uid: string) {
  return queryOptions({
    queryKey: contentKeys.document(type, uid),
    queryFn: async ({ signal }) => {
      const document = await call(contentPaths.getContent, { params: { type, uid } }, { signal, hideErrorToast: true });
      if (document.type !== type) throw new Error(`Expected a ${type} document`);
      return document as ContentDocumentOf<T>;
    },
    staleTime: CONTENT_STALE_MS,
    retry: false,
  });
}

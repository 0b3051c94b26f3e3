import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { CUSTOMER_SEARCH_MIN_CHARS, staffOrderPaths } from '@/api/staff-orders';
import { call } from '@/web/data/call';
import { staffKeys } from '@/web/data/query-keys';

/** Whether a search is long enough to send (the server answers 400 under 2 characters). */
export const searchable = (search: string) => search.trim().length >= CUSTOMER_SEARCH_MIN_CHARS;

/** The brand's customers matching `search` (users/op/user_search_slim; part 2 §7, §3 "Customer search result"). */
export function customerSearchQueryOptions(userId: number | undefined, storeId: number | undefined, search: string) {
  const trimmed = search.trim();
  return queryOptions({
    queryKey: staffKeys.customerSearch(userId, storeId, trimmed),
    queryFn: ({ signal }) => call(staffOrderPaths.userSearchSlim, { query: { search: trimmed, store_id: storeId } }, { signal, hideErrorToast: true }),
    enabled: userId !== undefined && storeId !== undefined && searchable(trimmed),
    // The previous results stay while the next search loads, so the list does not jump.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

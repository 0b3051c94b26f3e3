import { queryOptions } from '@tanstack/react-query';
import { catalogPaths } from '@/api/catalog-paths';
import { call } from '@/web/data/call';
import { storeKeys } from '@/web/data/query-keys';

/** The stores that deliver to a zip (GET p/stores?delivery_zips={zip}, part 1 §7 "delivery check"). */
export function deliveryStoresQueryOptions(zip: string) {
  return queryOptions({
    queryKey: storeKeys.deliveringTo(zip),
    queryFn: ({ signal }) => call(catalogPaths.listStores, { query: { delivery_zips: zip } }, { signal, hideErrorToast: true }),
    staleTime: 5 * 60_000,
  });
}

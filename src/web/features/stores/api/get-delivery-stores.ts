import { queryOptions } from '@tanstack/react-query';
import { storeListSchema } from '@/api/store';
import { apiRequest } from '@/web/data/api-client';

/** The stores that deliver to a zip (GET p/stores?delivery_zips={zip}, part 1 §7 "delivery check"). */
export function deliveryStoresQueryOptions(zip: string) {
  return queryOptions({
    queryKey: ['stores', 'delivery-zips', zip],
    queryFn: ({ signal }) =>
      apiRequest('p/stores', { query: { delivery_zips: zip }, schema: storeListSchema, signal, hideErrorToast: true }),
    staleTime: 5 * 60_000,
  });
}

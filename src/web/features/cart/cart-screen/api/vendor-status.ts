import { useQuery } from '@tanstack/react-query';
import { deliveryPaths } from '@/api/cart-paths';
import { call } from '@/web/data/call';
import { deliveryKeys } from '@/web/data/query-keys';

/**
 * Whether the delivery system reports an outage (p/saas_vendor_status/op/get-saas-vendor-status,
 * part 2 §7 Other). Asked only where delivery is offered; a failed check reports no outage, the
 * server refuses a delivery order during an outage anyway.
 */
export function useVendorStatus(enabled: boolean) {
  return useQuery({
    queryKey: deliveryKeys.vendorStatus,
    queryFn: ({ signal }) => call(deliveryPaths.vendorStatus, {}, { signal, hideErrorToast: true }),
    enabled,
    staleTime: 60_000,
  });
}

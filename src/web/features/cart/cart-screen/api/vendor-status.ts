import { useQuery } from '@tanstack/react-query';
import { deliveryPaths } from '@/api/cart-paths';
import { apiRequest } from '@/web/data/api-client';

/**
 * Whether the delivery system reports an outage (p/saas_vendor_status/op/get-saas-vendor-status,
 * part 2 §7 Other). Asked only where delivery is offered; a failed check reports no outage, the
 * server refuses a delivery order during an outage anyway.
 */
export function useVendorStatus(enabled: boolean) {
  return useQuery({
    queryKey: ['delivery', 'vendor-status'],
    queryFn: ({ signal }) => apiRequest(deliveryPaths.vendorStatus.path, { schema: deliveryPaths.vendorStatus.response, signal, hideErrorToast: true }),
    enabled,
    staleTime: 60_000,
  });
}

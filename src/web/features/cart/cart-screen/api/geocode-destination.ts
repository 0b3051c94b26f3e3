import { deliveryPaths } from '@/api/cart-paths';
import type { GeocodeMatch } from '@/api/cart';
import type { AddressInput } from '@/api/user';
import { apiRequest } from '@/web/data/api-client';

/** The matches for a typed delivery address (delivery/op/geocode-destination, part 2 §7 Other). */
export async function geocodeDestination(address: AddressInput): Promise<GeocodeMatch[]> {
  const { matches } = await apiRequest(deliveryPaths.geocodeDestination.path, {
    method: 'POST',
    body: address,
    schema: deliveryPaths.geocodeDestination.response,
    hideErrorToast: true,
  });
  return matches;
}

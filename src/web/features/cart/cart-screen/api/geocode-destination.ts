import { deliveryPaths } from '@/api/cart-paths';
import type { GeocodeMatch } from '@/api/cart';
import type { AddressInput } from '@/api/user';
import { call } from '@/web/data/call';

/** The matches for a typed delivery address (delivery/op/geocode-destination, part 2 §7 Other). */
export async function geocodeDestination(address: AddressInput): Promise<GeocodeMatch[]> {
  const { matches } = await call(deliveryPaths.geocodeDestination, { body: address }, { hideErrorToast: true });
  return matches;
}

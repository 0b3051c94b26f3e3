import type { Address } from '@/api/user';

/** An address in two lines: street (and unit), then city, state and zip. */
export function addressLines(address: Address): [string, string] {
  const street = [address.address_1, address.address_2].filter(Boolean).join(', ');
  return [street, `${address.city}, ${address.state} ${address.zip}`];
}

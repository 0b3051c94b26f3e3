import type { AddressFields } from '@/domain/addresses';

/** An address in two lines: street (and unit), then city, state and zip. */
export function addressLines(address: AddressFields): [string, string] {
  const street = [address.address_1, address.address_2].filter(Boolean).join(', ');
  return [street, `${address.city}, ${address.state} ${address.zip}`];
}

/** The two lines of an address, as an order shows where it is delivered. */
export function AddressLines({ address }: { address: AddressFields }) {
  const [street, place] = addressLines(address);
  return (
    <>
      {street}
      <br />
      {place}
    </>
  );
}

import { isFiveDigitZip, truncateZip } from './zip-code';

/**
 * Saved addresses (part 2 §5 "Account edit"): a complete address has address_1, city, state and a
 * 5-character zip; two addresses are the same when address_1, address_2 and city match ignoring case
 * and zip and state match exactly; when none is flagged default, the first one is. The address forms
 * and the server's address schema (src/api/user.ts) check a field with the rules below.
 */
export interface AddressFields {
  address_1: string;
  address_2?: string | null;
  city: string;
  state: string;
  zip: string;
}

export const STATE_MESSAGE = 'Choose a state';

/** A state as its 2-letter postal code, once trimmed and upper-cased (as it is stored). */
export const STATE_CODE_PATTERN = /^[A-Z]{2}$/;

function isStateCode(state: string): boolean {
  return STATE_CODE_PATTERN.test(state.trim().toUpperCase());
}

export function isCompleteAddress(address: Partial<AddressFields>): boolean {
  return Boolean(address.address_1?.trim() && address.city?.trim() && isStateCode(address.state ?? '') && isFiveDigitZip(truncateZip(address.zip ?? '')));
}

const loose = (value: string | null | undefined) => (value ?? '').trim().toLowerCase();

export function isSameAddress(a: AddressFields, b: AddressFields): boolean {
  return (
    loose(a.address_1) === loose(b.address_1) &&
    loose(a.address_2) === loose(b.address_2) &&
    loose(a.city) === loose(b.city) &&
    a.zip.trim() === b.zip.trim() &&
    a.state.trim() === b.state.trim()
  );
}

/**
 * The account's list: exactly one default (the flagged one, else the first), listed first, the
 * others in their order.
 */
export function withDefaultFirst<T extends { is_default: boolean }>(addresses: readonly T[]): T[] {
  if (addresses.length === 0) return [];
  const flagged = addresses.findIndex((address) => address.is_default);
  const defaultIndex = flagged >= 0 ? flagged : 0;
  const chosen = { ...addresses[defaultIndex]!, is_default: true };
  return [chosen, ...addresses.filter((_, index) => index !== defaultIndex).map((address) => ({ ...address, is_default: false }))];
}

import { placeKioskOrderBodySchema, type PlaceKioskOrderBody } from '@/api/kiosk-orders';
import type { UsageType } from '@/domain/usage-type';
import { orderItems, type KioskCart } from './kiosk-cart';

/** What the shopper types on the review step; the phone as shown, (###) ###-####. */
export interface KioskContact {
  first: string;
  last: string;
  phone: string;
}

export const CONTACT_FIELDS = ['first', 'last', 'phone'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactErrors = Partial<Record<ContactField, string>>;

export const EMPTY_CONTACT: KioskContact = { first: '', last: '', phone: '' };

export const isContactField = (key: PropertyKey): key is ContactField => (CONTACT_FIELDS as readonly PropertyKey[]).includes(key);

export type OrderRequest = { body: PlaceKioskOrderBody; errors?: undefined } | { body?: undefined; errors: { fields: ContactErrors; order?: string } };

/**
 * The place-order request for what is in the cart and typed, checked by the contract's own schema
 * (the server checks the same: a name, a US phone number, 1 to 30 lines of 1 to 20), or the
 * messages to show: by their field, or for the order as a whole.
 */
export function orderRequestFrom(usageType: UsageType, contact: KioskContact, cart: KioskCart): OrderRequest {
  const parsed = placeKioskOrderBodySchema.safeParse({
    usage_type: usageType,
    first: contact.first,
    last: contact.last.trim() || undefined,
    phone: contact.phone,
    items: orderItems(cart),
  });
  if (parsed.success) return { body: parsed.data };
  const fields: ContactErrors = {};
  let order: string | undefined;
  for (const issue of parsed.error.issues) {
    const [key] = issue.path;
    if (key !== undefined && isContactField(key)) fields[key] ??= issue.message;
    else order ??= issue.message;
  }
  return { errors: { fields, order } };
}

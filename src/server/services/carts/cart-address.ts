import { and, eq } from 'drizzle-orm';
import type * as z from 'zod/mini';
import type { attachAddressBodySchema } from '@/api/cart';
import { USER_MESSAGES } from '@/api/user';
import { userAddresses, type CartAddressSnapshot } from '@/server/db/schema';
import { badRequest, notFound } from '@/server/http/errors';
import { lookupZip } from '@/server/services/delivery/zip-geocoder';
import { addAddress, type AddressValues } from '@/server/services/users/addresses';
import { asDatabase, type Db } from './cart-db';
import { touchCart, type CartRow } from './cart-records';

/**
 * carts/op/attach-address-cart (part 2 §3 Checkout state "delivery"): a saved address of the shopper
 * (any other id is 404) or a new one, optionally saved to the account. The cart keeps a snapshot, so
 * editing the account's address later never moves an order.
 */
export const CHOOSE_ADDRESS = 'Choose a saved address or enter a new one.';

export type AttachAddressRequest = Pick<z.output<typeof attachAddressBodySchema>, 'address_id' | 'address' | 'save_address'>;

async function savedAddress(db: Db, userId: number, id: number): Promise<CartAddressSnapshot> {
  const [row] = await db.select().from(userAddresses).where(and(eq(userAddresses.id, id), eq(userAddresses.userId, userId)));
  if (!row) throw notFound(USER_MESSAGES.addressNotFound);
  return { address_id: row.id, address_1: row.address1, address_2: row.address2, city: row.city, state: row.state, zip: row.zip };
}

/** A new address must name a US zip that lies in its state (the offline ZIP dataset, DECISIONS.md). */
async function newAddress(db: Db, userId: number, input: AddressValues, save: boolean): Promise<CartAddressSnapshot> {
  const place = lookupZip(input.zip);
  if (!place || place.state !== input.state) throw badRequest(USER_MESSAGES.invalidAddress, { address: [USER_MESSAGES.invalidAddress] });
  const address2 = input.address_2?.trim() || null;
  if (save) {
    const saved = await addAddress(asDatabase(db), userId, { ...input, address_2: address2 });
    return { address_id: saved.id, address_1: saved.address_1, address_2: saved.address_2, city: saved.city, state: saved.state, zip: saved.zip };
  }
  return { address_id: null, address_1: input.address_1, address_2: address2, city: input.city, state: input.state, zip: input.zip };
}

export async function attachAddress(db: Db, userId: number, cart: CartRow, request: AttachAddressRequest): Promise<void> {
  if ((request.address_id === undefined) === (request.address === undefined)) {
    throw badRequest(CHOOSE_ADDRESS, { address_id: [CHOOSE_ADDRESS] });
  }
  const address = request.address_id !== undefined
    ? await savedAddress(db, userId, request.address_id)
    : await newAddress(db, userId, request.address!, request.save_address ?? false);
  await touchCart(db, cart.id, { address });
}

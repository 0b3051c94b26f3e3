import { and, asc, eq, ne } from 'drizzle-orm';
import type * as z from 'zod/mini';
import { USER_MESSAGES, type addressInputSchema } from '@/api/user';
import { isSameAddress, withDefaultFirst } from '@/domain/addresses';
import type { Database } from '@/server/db/client';
import { userAddresses } from '@/server/db/schema';
import { notFound } from '@/server/http/errors';
import { toAddress } from './user-mappers';
import type { AddressRow } from './user-rows';
import { addressRows } from './user-view';

/**
 * Saved addresses (part 2 §5 "Account edit"): exactly one is the default; when none is flagged the
 * oldest becomes it. Changes that touch several rows run in one transaction so a reader never sees
 * two defaults or none.
 */
export type AddressValues = z.output<typeof addressInputSchema>;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const columns = (values: AddressValues) => ({
  address1: values.address_1,
  address2: values.address_2 ? values.address_2 : null,
  city: values.city,
  state: values.state,
  zip: values.zip,
});

async function clearOtherDefaults(tx: Transaction, userId: number, keepId: number) {
  await tx.update(userAddresses).set({ isDefault: false }).where(and(eq(userAddresses.userId, userId), ne(userAddresses.id, keepId)));
}

/** When no address is flagged default, the oldest becomes it. */
async function ensureDefault(tx: Transaction, userId: number) {
  const rows = await tx.select().from(userAddresses).where(eq(userAddresses.userId, userId)).orderBy(asc(userAddresses.createdAt), asc(userAddresses.id));
  if (rows.length && !rows.some((row) => row.isDefault)) {
    await tx.update(userAddresses).set({ isDefault: true }).where(eq(userAddresses.id, rows[0]!.id));
  }
}

async function reread(tx: Transaction, id: number): Promise<AddressRow> {
  const [row] = await tx.select().from(userAddresses).where(eq(userAddresses.id, id));
  return row!;
}

/** users/op/add-my-addresses: the same address again (case-insensitive) answers the saved one. */
export async function addAddress(db: Database, userId: number, values: AddressValues) {
  return db.transaction(async (tx) => {
    const existing = await tx.select().from(userAddresses).where(eq(userAddresses.userId, userId));
    const same = existing.find((row) => isSameAddress(toAddress(row), values));
    let id = same?.id;
    if (!id) {
      const [row] = await tx.insert(userAddresses).values({ userId, ...columns(values), isDefault: false }).returning({ id: userAddresses.id });
      id = row!.id;
    }
    if (values.is_default) {
      await clearOtherDefaults(tx, userId, id);
      await tx.update(userAddresses).set({ isDefault: true }).where(eq(userAddresses.id, id));
    }
    await ensureDefault(tx, userId);
    return toAddress(await reread(tx, id));
  });
}

/** users/op/update-my-addresses: only the user's own address (404 for any other id). */
export async function updateAddress(db: Database, userId: number, id: number, values: AddressValues) {
  return db.transaction(async (tx) => {
    const [own] = await tx.select({ id: userAddresses.id }).from(userAddresses).where(and(eq(userAddresses.id, id), eq(userAddresses.userId, userId)));
    if (!own) throw notFound(USER_MESSAGES.addressNotFound);
    if (values.is_default) await clearOtherDefaults(tx, userId, id);
    await tx
      .update(userAddresses)
      .set({ ...columns(values), ...(values.is_default === undefined ? {} : { isDefault: values.is_default }) })
      .where(eq(userAddresses.id, id));
    await ensureDefault(tx, userId);
    return toAddress(await reread(tx, id));
  });
}

/** users/op/delete-my-addresses/{id}: deleting the default makes the oldest remaining one default. */
export async function deleteAddress(db: Database, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(userAddresses)
      .where(and(eq(userAddresses.id, id), eq(userAddresses.userId, userId)))
      .returning({ id: userAddresses.id });
    if (!deleted.length) throw notFound(USER_MESSAGES.addressNotFound);
    await ensureDefault(tx, userId);
  });
}

/** users/op/get-my-addresses, default first. */
export async function listAddresses(db: Database, userId: number) {
  return withDefaultFirst((await addressRows(db, userId)).map(toAddress));
}

import { sql } from 'drizzle-orm';
import { IMPORT_MESSAGES } from '@/api/admin-import';
import { conflict } from '@/server/http/errors';
import { isUniqueViolation, type Db } from '@/server/services/carts/cart-db';

/**
 * The store's inventory lock (README "Import and export", writes at the same time): an import apply
 * and a feed write take it first in their transaction, then read and compare the store's items inside
 * it, so two of them never both decide a sku is new, and neither writes over what the other wrote.
 * A transaction-scoped advisory lock on (namespace, store id): it is released at commit or rollback,
 * and unlike locking the store's row it does not hold up orders or settings of the store. Console
 * item and bulk edits lock the item rows they change (SELECT ... FOR UPDATE), and the apply reads
 * the items FOR UPDATE, so those wait for each other without this lock.
 */
const STORE_INVENTORY_LOCK = 0x1f_0018;

export async function lockStoreInventory(tx: Db, storeId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${STORE_INVENTORY_LOCK}::int, ${storeId}::int)`);
}

/** The stores' locks in id order (one order for every writer, so two never wait for each other). */
export async function lockStoresInventory(tx: Db, storeIds: readonly number[]): Promise<void> {
  for (const storeId of [...new Set(storeIds)].sort((a, b) => a - b)) await lockStoreInventory(tx, storeId);
}

/**
 * A unique violation while writing items (a sku created by a writer that does not take the store's
 * lock) is a 409 with a message, never a 500: nothing was written and trying again succeeds.
 */
export async function withoutUniqueViolation<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(IMPORT_MESSAGES.concurrentWrite, 'inventory_conflict');
    throw error;
  }
}

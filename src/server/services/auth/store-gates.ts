import { and, eq } from 'drizzle-orm';
import type { UsageType } from '@/domain/usage-type';
import type { Database } from '@/server/db/client';
import { stores } from '@/server/db/schema';

/**
 * A store's switches for shopper accounts (part 1 §4 flags is_*_users_reg and is_*_users_login):
 * under high demand a store turns registration or sign-in off per usage type (part 2 §8).
 */
const gateColumns = {
  id: stores.id,
  state: stores.state,
  isMedUsersReg: stores.isMedUsersReg,
  isRecUsersReg: stores.isRecUsersReg,
  isMedUsersLogin: stores.isMedUsersLogin,
  isRecUsersLogin: stores.isRecUsersLogin,
};

/** The store when it belongs to the brand; another brand's store is treated as unknown. */
export async function brandStore(db: Database, orderingAppId: number, storeId: number) {
  const [row] = await db
    .select(gateColumns)
    .from(stores)
    .where(and(eq(stores.id, storeId), eq(stores.orderingAppId, orderingAppId)))
    .limit(1);
  return row;
}

export type GatedStore = NonNullable<Awaited<ReturnType<typeof brandStore>>>;

export function registrationOpen(store: GatedStore, usage: UsageType): boolean {
  return usage === 'medical' ? store.isMedUsersReg : store.isRecUsersReg;
}

export function signInOpen(store: GatedStore, usage: UsageType): boolean {
  return usage === 'medical' ? store.isMedUsersLogin : store.isRecUsersLogin;
}

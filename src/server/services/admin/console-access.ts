import { and, asc, eq, inArray } from 'drizzle-orm';
import { ADMIN_MESSAGES, type ConsoleStore } from '@/api/admin';
import { strongestRole, canAtStore, type ConsoleAccess, type ConsolePermission } from '@/domain/staff-roles';
import { storeTimeZone } from '@/domain/store-hours';
import { canBrowseUsage } from '@/domain/store-ordering';
import { USAGE_TYPES } from '@/domain/usage-type';
import type { Database } from '@/server/db/client';
import { staffRoles, stores } from '@/server/db/schema';
import type { SignedInUser } from '@/server/http/auth';
import { forbidden } from '@/server/http/errors';
import { orderingInput, storeName } from '@/server/services/carts/cart-store';

/**
 * What a portal user may do in the console (README "Roles"): read from `staff_roles` on every call,
 * so a role taken away stops working at once on every server process. Only stores of the user's own
 * brand ever count, whatever a row says.
 */
export async function consoleAccess(db: Database, user: SignedInUser): Promise<ConsoleAccess | undefined> {
  if (!user.isPortalUser) return undefined;
  const rows = await db.select({ role: staffRoles.role, storeId: staffRoles.storeId }).from(staffRoles).where(eq(staffRoles.userId, user.id));
  const role = strongestRole(rows.map((row) => row.role));
  if (!role) return undefined;
  const brandStores = await db.select({ id: stores.id }).from(stores).where(eq(stores.orderingAppId, user.orderingAppId)).orderBy(asc(stores.id));
  const brandStoreIds = brandStores.map((store) => store.id);
  if (role === 'operator') return { role, storeIds: brandStoreIds };
  const managed = new Set(rows.filter((row) => row.role === 'store_manager').map((row) => row.storeId));
  return { role, storeIds: brandStoreIds.filter((id) => managed.has(id)) };
}

/** 403 unless the role permits `permission` at the store. */
export function assertCanAtStore(access: ConsoleAccess, permission: ConsolePermission, storeId: number): void {
  if (!canAtStore(access, permission, storeId)) throw forbidden(ADMIN_MESSAGES.notYourStore);
}

/** The stores the role reaches, by name, each with the usage types it runs a menu for. */
export async function consoleStores(db: Database, access: ConsoleAccess): Promise<ConsoleStore[]> {
  if (!access.storeIds.length) return [];
  const rows = await db.select().from(stores).where(and(inArray(stores.id, [...access.storeIds])));
  return rows
    .map((store) => ({
      id: store.id,
      name: storeName(store),
      store_slug: store.storeSlug,
      city: store.city,
      state: store.state,
      timezone: storeTimeZone(store),
      usage_types: USAGE_TYPES.filter((usage) => canBrowseUsage(orderingInput(store), usage)),
    }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}

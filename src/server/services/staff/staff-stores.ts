import { inArray } from 'drizzle-orm';
import type { StaffStore } from '@/api/staff';
import { storeTimeZone } from '@/domain/store-hours';
import { canBrowseUsage } from '@/domain/store-ordering';
import { USAGE_TYPES } from '@/domain/usage-type';
import type { Database } from '@/server/db/client';
import { stores } from '@/server/db/schema';
import type { SignedInUser } from '@/server/http/auth';
import { orderingInput, storeName } from '@/server/services/carts/cart-store';
import { staffStoreIds } from './staff-access';

/**
 * The stores a portal user works at (README "Staff see only their stores"), by name, each with the usage types it runs a menu for
 * (the staff home offers View Medical Products and View Adult Use Products only where they exist).
 */
export async function myStores(db: Database, user: SignedInUser): Promise<StaffStore[]> {
  const ids = await staffStoreIds(db, user);
  if (!ids.length) return [];
  const rows = await db.select().from(stores).where(inArray(stores.id, ids));
  return rows
    .map((store) => ({
      id: store.id,
      name: storeName(store),
      store_slug: store.storeSlug,
      state: store.state,
      timezone: storeTimeZone(store),
      usage_types: USAGE_TYPES.filter((usage) => canBrowseUsage(orderingInput(store), usage)),
    }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}

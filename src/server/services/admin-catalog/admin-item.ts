import { and, eq } from 'drizzle-orm';
import { ADMIN_CATALOG_MESSAGES, type AdminItem } from '@/api/admin-catalog';
import type { Category, StrainType } from '@/domain/categories';
import type { ConsoleAccess } from '@/domain/staff-roles';
import type { UsageType } from '@/domain/usage-type';
import type { Database } from '@/server/db/client';
import { inventoryItems, stores } from '@/server/db/schema';
import { notFound } from '@/server/http/errors';
import { assertCanAtStore } from '@/server/services/admin/console-access';

type Db = Pick<Database, 'select'>;
export type ItemRow = typeof inventoryItems.$inferSelect;

/** Who edits the catalog: their brand and what their role reaches. */
export interface CatalogEditor {
  userId: number;
  orderingAppId: number;
  access: ConsoleAccess;
}

/**
 * A store the editor may change the catalog of: 404 for a store of another brand (or none), 403
 * ('You cannot manage this store.') for a store of their brand their role does not reach.
 */
export async function assertCatalogStore(db: Db, editor: CatalogEditor, storeId: number): Promise<void> {
  const [store] = await db.select({ id: stores.id }).from(stores).where(and(eq(stores.id, storeId), eq(stores.orderingAppId, editor.orderingAppId)));
  if (!store) throw notFound('Store not found.');
  assertCanAtStore(editor.access, 'catalog.edit', storeId);
}

/** An item the editor may change, read `FOR UPDATE` inside a write: 404 for another brand's, 403 for a store out of reach. */
export async function editableItem(db: Db, editor: CatalogEditor, itemId: number, lock = false): Promise<ItemRow> {
  const query = db
    .select({ item: inventoryItems })
    .from(inventoryItems)
    .innerJoin(stores, eq(stores.id, inventoryItems.storeId))
    .where(and(eq(inventoryItems.id, itemId), eq(stores.orderingAppId, editor.orderingAppId)));
  const [found] = lock ? await query.for('update', { of: inventoryItems }) : await query;
  if (!found) throw notFound(ADMIN_CATALOG_MESSAGES.itemNotFound);
  assertCanAtStore(editor.access, 'catalog.edit', found.item.storeId);
  return found.item;
}

/** The item as the console shows and edits it. */
export function toAdminItem(item: ItemRow): AdminItem {
  return {
    id: item.id,
    store_id: item.storeId,
    sku: item.batchInventoryId,
    name: item.name,
    ecomm_display_name: item.ecommDisplayName,
    brand: item.brand,
    category: item.category as Category,
    sub_category: item.subCategory,
    strain_type: item.strainType as StrainType | null,
    strain: item.strain,
    size: item.displaySize,
    description: item.description,
    tags: item.tags,
    images: item.images,
    potency: {
      unit: item.potencyUnit === 'mg' ? 'mg' : '%',
      thc: item.thc,
      thca: item.thca,
      cbd: item.cbd,
      cbda: item.cbda,
      cbn: item.cbn,
      cbg: item.cbg,
      thc_each: item.thcEach,
      cbd_each: item.cbdEach,
    },
    prices: { medical: item.medPriceCents, recreational: item.recPriceCents },
    sellable_qty: { medical: item.medSellableQty, recreational: item.recSellableQty },
    remaining_qty: item.remainingQty,
    reserved_qty: item.reservedQty,
    hidden_usage_types: item.hiddenUsageTypes as UsageType[],
    received_at: item.receivedAt.toISOString(),
  };
}

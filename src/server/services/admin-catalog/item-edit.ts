import { eq } from 'drizzle-orm';
import { ADMIN_CATALOG_MESSAGES, type AdminItem, type AdminItemPatch } from '@/api/admin-catalog';
import type { Database } from '@/server/db/client';
import { inventoryItems } from '@/server/db/schema';
import { badRequest } from '@/server/http/errors';
import { changedFields, recordAudit, type AuditRecord } from '@/server/services/admin/audit-log';
import { catalogChanged } from '@/server/services/live/catalog-changed';
import { editableItem, toAdminItem, type CatalogEditor, type ItemRow } from './admin-item';

type Db = Pick<Database, 'select' | 'update' | 'insert'>;

/** The item with the patch applied, in the console's shape; images may only be reordered or removed. */
function patched(before: AdminItem, patch: AdminItemPatch): AdminItem {
  if (patch.images && patch.images.some((image) => !before.images.includes(image))) {
    throw badRequest(ADMIN_CATALOG_MESSAGES.unknownImage, { images: [ADMIN_CATALOG_MESSAGES.unknownImage] });
  }
  return {
    ...before,
    prices: { ...before.prices, ...patch.prices },
    sellable_qty: { ...before.sellable_qty, ...patch.sellable_qty },
    hidden_usage_types: patch.hidden_usage_types ? [...patch.hidden_usage_types].sort() : before.hidden_usage_types,
    ecomm_display_name: patch.ecomm_display_name ?? before.ecomm_display_name,
    description: patch.description ?? before.description,
    potency: { ...before.potency, ...patch.potency },
    tags: patch.tags ?? before.tags,
    images: patch.images ?? before.images,
  };
}

/** The columns an edited item writes. */
export function itemColumns(item: AdminItem): Partial<ItemRow> {
  const { potency } = item;
  return {
    medPriceCents: item.prices.medical,
    recPriceCents: item.prices.recreational,
    medSellableQty: item.sellable_qty.medical,
    recSellableQty: item.sellable_qty.recreational,
    hiddenUsageTypes: item.hidden_usage_types,
    ecommDisplayName: item.ecomm_display_name,
    description: item.description,
    potencyUnit: potency.unit,
    thc: potency.thc,
    thca: potency.thca,
    cbd: potency.cbd,
    cbda: potency.cbda,
    cbn: potency.cbn,
    cbg: potency.cbg,
    thcEach: potency.thc_each,
    cbdEach: potency.cbd_each,
    tags: item.tags,
    images: item.images,
  };
}

const EDITABLE = ['prices', 'sellable_qty', 'hidden_usage_types', 'ecomm_display_name', 'description', 'potency', 'tags', 'images'] as const;

/** What an edit changes on an item: only the fields that differ, before and after (undefined when none). */
export function itemChange(row: ItemRow, next: AdminItem): { before: Record<string, unknown>; after: Record<string, unknown> } | undefined {
  const pick = (item: AdminItem) => Object.fromEntries(EDITABLE.map((key) => [key, item[key]]));
  const change = changedFields(pick(toAdminItem(row)), pick(next));
  return Object.keys(change.after).length ? change : undefined;
}

/** The audit entry of one edited item. */
export function itemAudit(editor: CatalogEditor, row: ItemRow, action: string, change: { before: unknown; after: unknown }): AuditRecord {
  return {
    orderingAppId: editor.orderingAppId,
    storeId: row.storeId,
    actor: { userId: editor.userId },
    action,
    objectType: 'inventory_item',
    objectId: row.id,
    before: change.before,
    after: change.after,
  };
}

/** Writes `next` over the locked item `row` with its audit entry (only what changed); answers the item as it is now. */
async function writeItem(tx: Db, editor: CatalogEditor, row: ItemRow, next: AdminItem): Promise<{ item: AdminItem; changed: boolean }> {
  const change = itemChange(row, next);
  if (!change) return { item: toAdminItem(row), changed: false };
  await tx.update(inventoryItems).set(itemColumns(next)).where(eq(inventoryItems.id, row.id));
  await recordAudit(tx, itemAudit(editor, row, 'inventory.update', change));
  return { item: next, changed: true };
}

/**
 * PATCH admin/items/{id}: the fields sent change, the audit log records them before and after in
 * the same transaction, and the storefront's cached answers for the store are dropped (part 1 §3).
 */
export async function updateItem(db: Database, editor: CatalogEditor, itemId: number, patch: AdminItemPatch): Promise<AdminItem> {
  if (!EDITABLE.some((key) => patch[key] !== undefined)) throw badRequest(ADMIN_CATALOG_MESSAGES.nothingToChange, { body: [ADMIN_CATALOG_MESSAGES.nothingToChange] });
  const { item, storeId, changed } = await db.transaction(async (tx) => {
    const row = await editableItem(tx, editor, itemId, true);
    const written = await writeItem(tx, editor, row, patched(toAdminItem(row), patch));
    return { ...written, storeId: row.storeId };
  });
  if (changed) await catalogChanged(db, storeId, ['items', 'price', 'stock'], [itemId]);
  return item;
}

/** GET admin/items/{id}. */
export async function readItem(db: Database, editor: CatalogEditor, itemId: number): Promise<AdminItem> {
  return toAdminItem(await editableItem(db, editor, itemId));
}

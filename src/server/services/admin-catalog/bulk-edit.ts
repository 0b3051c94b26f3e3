import { and, eq, inArray } from 'drizzle-orm';
import { ADMIN_CATALOG_MESSAGES, type AdminBulkEdit, type AdminBulkResult, type AdminItem, type BulkAction } from '@/api/admin-catalog';
import { priceAfterPercent } from '@/domain/catalog-edits';
import type { UsageType } from '@/domain/usage-type';
import type { Database } from '@/server/db/client';
import { inventoryItems } from '@/server/db/schema';
import { badRequest } from '@/server/http/errors';
import { recordAudit } from '@/server/services/admin/audit-log';
import { catalogChanged } from '@/server/services/live/catalog-changed';
import { toAdminItem, type CatalogEditor } from './admin-item';
import { itemAudit, itemChange, itemColumns } from './item-edit';

/** The item after one bulk action for the usage type (README "The operator console"). */
function afterAction(item: AdminItem, usage: UsageType, action: BulkAction): AdminItem {
  const key = usage;
  switch (action.type) {
    case 'price_percent': {
      const price = item.prices[key];
      return price === null ? item : { ...item, prices: { ...item.prices, [key]: priceAfterPercent(price, action.percent) } };
    }
    case 'hide':
      return item.hidden_usage_types.includes(usage) ? item : { ...item, hidden_usage_types: [...item.hidden_usage_types, usage].sort() };
    case 'show':
      return { ...item, hidden_usage_types: item.hidden_usage_types.filter((hidden) => hidden !== usage) };
    case 'add_tag':
      return item.tags.includes(action.tag) ? item : { ...item, tags: [...item.tags, action.tag] };
    case 'remove_tag':
      return { ...item, tags: item.tags.filter((tag) => tag !== action.tag) };
  }
}

/**
 * POST admin/stores/{id}/items/bulk: one action over a selection of the store's items, in one
 * transaction (all or nothing), one audit entry per changed item. An id that is not an item of the
 * store refuses the whole edit (400 on `ids`). The caller has checked the store.
 */
export async function bulkEdit(db: Database, editor: CatalogEditor, storeId: number, edit: AdminBulkEdit): Promise<AdminBulkResult> {
  const result = await db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(inventoryItems)
      .where(and(eq(inventoryItems.storeId, storeId), inArray(inventoryItems.id, edit.ids)))
      .orderBy(inventoryItems.id)
      .for('update');
    if (rows.length !== edit.ids.length) throw badRequest(ADMIN_CATALOG_MESSAGES.notInStore, { ids: [ADMIN_CATALOG_MESSAGES.notInStore] });
    const audits = [];
    for (const row of rows) {
      const next = afterAction(toAdminItem(row), edit.usage_type, edit.action);
      const change = itemChange(row, next);
      if (!change) continue;
      await tx.update(inventoryItems).set(itemColumns(next)).where(eq(inventoryItems.id, row.id));
      audits.push(itemAudit(editor, row, `inventory.bulk_${edit.action.type}`, change));
    }
    await recordAudit(tx, audits);
    return { changed: audits.length, unchanged: rows.length - audits.length };
  });
  if (result.changed) await catalogChanged(db, storeId, ['items', 'price', 'stock'], edit.ids);
  return result;
}

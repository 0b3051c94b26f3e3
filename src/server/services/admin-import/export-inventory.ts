import { inventoryRowJson, inventoryRowsCsv, type InventoryRow } from '@/domain/inventory-rows';
import { USAGE_TYPES, type UsageType } from '@/domain/usage-type';
import type { Database } from '@/server/db/client';
import { itemRow, storeItems } from './item-rows';

/**
 * A store's items in the import format (README "Import and export"): each item once per usage type
 * it is offered for (has a price), hidden ones included, so importing the export changes nothing.
 */
export async function exportRows(db: Database, store: { id: number; storeSlug: string }, usage: UsageType | undefined): Promise<InventoryRow[]> {
  const items = await storeItems(db, store.id);
  const usages = usage ? [usage] : USAGE_TYPES;
  return usages.flatMap((each) => items.map((item) => itemRow(item, each, store.storeSlug)).filter((row) => row.price_cents !== null));
}

export const exportCsv = inventoryRowsCsv;
export const exportJson = (rows: readonly InventoryRow[]) => ({ rows: rows.map(inventoryRowJson) });

import type { InventoryRow } from './inventory-rows';
import type { UsageType } from './usage-type';

/**
 * The dry run of an import (README "Import and export"): what applying the file would do to the
 * store, compared row by row (an item and a usage type) with what the store has now.
 */
export type ComparedField = Exclude<keyof InventoryRow, 'sku' | 'store' | 'usage_type'>;

export interface RowChange {
  row: number;
  sku: string;
  usage_type: UsageType;
  name: string;
  /** The fields that differ (changed rows only). */
  fields: ComparedField[];
}

export interface RemovedRow {
  sku: string;
  usage_type: UsageType;
  name: string;
}

export interface InventoryDiff {
  created: RowChange[];
  changed: RowChange[];
  unchanged: RowChange[];
  /** Items the store offers for a usage type the file covers, missing from the file. */
  removed: RemovedRow[];
}

const COMPARED_FIELDS: readonly ComparedField[] = [
  'name',
  'brand',
  'category',
  'sub_category',
  'size',
  'price_cents',
  'quantity',
  'thc',
  'thca',
  'cbd',
  'cbda',
  'cbn',
  'cbg',
  'potency_unit',
  'strain_type',
  'strain',
  'description',
  'tags',
  'hidden',
];

const rowKey = (sku: string, usage: UsageType) => `${usage}\u0001${sku}`;

/** The fields where two rows of the same item and usage type differ. */
export function differingFields(was: InventoryRow, now: InventoryRow): ComparedField[] {
  return COMPARED_FIELDS.filter((field) => JSON.stringify(was[field]) !== JSON.stringify(now[field]));
}

/**
 * Compares the file's good rows with the store's current rows (every item, each usage type, as the
 * row format writes them). An item is "removed" when it is offered (has a price) and not hidden for a
 * usage type in `usageTypes` (the ones the file covers) and the file has no row for it.
 */
export function diffInventory(
  fileRows: readonly { row: number; value: InventoryRow }[],
  current: readonly InventoryRow[],
  usageTypes: readonly UsageType[],
): InventoryDiff {
  const now = new Map(current.map((row) => [rowKey(row.sku, row.usage_type), row]));
  const inFile = new Set<string>();
  const diff: InventoryDiff = { created: [], changed: [], unchanged: [], removed: [] };
  for (const { row, value } of fileRows) {
    const key = rowKey(value.sku, value.usage_type);
    inFile.add(key);
    const was = now.get(key);
    const change = { row, sku: value.sku, usage_type: value.usage_type, name: value.name };
    if (!was) {
      diff.created.push({ ...change, fields: [] });
      continue;
    }
    const fields = differingFields(was, value);
    (fields.length ? diff.changed : diff.unchanged).push({ ...change, fields });
  }
  for (const row of current) {
    const offered = row.price_cents !== null && !row.hidden;
    if (offered && usageTypes.includes(row.usage_type) && !inFile.has(rowKey(row.sku, row.usage_type))) {
      diff.removed.push({ sku: row.sku, usage_type: row.usage_type, name: row.name });
    }
  }
  return diff;
}

import { eq } from 'drizzle-orm';
import type { Category, StrainType } from '@/domain/categories';
import type { InventoryRow } from '@/domain/inventory-rows';
import { USAGE_TYPES, type UsageType } from '@/domain/usage-type';
import { inventoryItems } from '@/server/db/schema';
import type { Db } from '@/server/services/carts/cart-db';

/**
 * Items and the import row format (README "Import and export"): an item is one row per usage type;
 * `name` is the name shoppers see (ecomm_display_name), `sku` the batch inventory id.
 */
/** The columns the row format reads and writes; the rest of an item is left as it is. */
export const ITEM_COLUMNS = {
  id: inventoryItems.id,
  sku: inventoryItems.batchInventoryId,
  name: inventoryItems.ecommDisplayName,
  brand: inventoryItems.brand,
  category: inventoryItems.category,
  subCategory: inventoryItems.subCategory,
  displaySize: inventoryItems.displaySize,
  thc: inventoryItems.thc,
  thca: inventoryItems.thca,
  cbd: inventoryItems.cbd,
  cbda: inventoryItems.cbda,
  cbn: inventoryItems.cbn,
  cbg: inventoryItems.cbg,
  potencyUnit: inventoryItems.potencyUnit,
  strainType: inventoryItems.strainType,
  strain: inventoryItems.strain,
  description: inventoryItems.description,
  tags: inventoryItems.tags,
  medPriceCents: inventoryItems.medPriceCents,
  recPriceCents: inventoryItems.recPriceCents,
  medSellableQty: inventoryItems.medSellableQty,
  recSellableQty: inventoryItems.recSellableQty,
  hiddenUsageTypes: inventoryItems.hiddenUsageTypes,
};

type Item = typeof inventoryItems.$inferSelect;
/** An item as the row format sees it; `id` is absent until a new item is written. */
export type ItemState = Pick<
  Item,
  | 'brand'
  | 'category'
  | 'subCategory'
  | 'displaySize'
  | 'thc'
  | 'thca'
  | 'cbd'
  | 'cbda'
  | 'cbn'
  | 'cbg'
  | 'potencyUnit'
  | 'strainType'
  | 'strain'
  | 'description'
  | 'tags'
  | 'medPriceCents'
  | 'recPriceCents'
  | 'medSellableQty'
  | 'recSellableQty'
  | 'hiddenUsageTypes'
> & { id?: number; sku: string; name: string };

/** Every item of a store as the row format sees it. */
export async function storeItems(db: Db, storeId: number, options: { lock?: boolean } = {}): Promise<ItemState[]> {
  const query = db.select(ITEM_COLUMNS).from(inventoryItems).where(eq(inventoryItems.storeId, storeId)).orderBy(inventoryItems.id);
  // Locked, orders submitting meanwhile wait for the feed's write and then take from its quantity.
  return options.lock ? query.for('update') : query;
}

// Potency is a 4-byte real: six significant digits is what a file can say and get back.
const potency = (value: number | null) => (value === null ? null : Number(value.toPrecision(6)));

const priceOf = (item: ItemState, usage: UsageType) => (usage === 'medical' ? item.medPriceCents : item.recPriceCents);
const qtyOf = (item: ItemState, usage: UsageType) => (usage === 'medical' ? item.medSellableQty : item.recSellableQty);

/** One usage type of an item as a row. */
export function itemRow(item: ItemState, usage: UsageType, storeSlug: string): InventoryRow {
  return {
    sku: item.sku,
    store: storeSlug,
    usage_type: usage,
    name: item.name,
    brand: item.brand,
    category: item.category as Category,
    sub_category: item.subCategory,
    size: item.displaySize,
    price_cents: priceOf(item, usage),
    quantity: Math.max(0, qtyOf(item, usage)),
    thc: potency(item.thc),
    thca: potency(item.thca),
    cbd: potency(item.cbd),
    cbda: potency(item.cbda),
    cbn: potency(item.cbn),
    cbg: potency(item.cbg),
    potency_unit: item.potencyUnit === 'mg' ? 'mg' : '%',
    strain_type: (item.strainType as StrainType | null) ?? null,
    strain: item.strain,
    description: item.description,
    tags: [...item.tags],
    hidden: item.hiddenUsageTypes.includes(usage),
  };
}

/** Every item's rows: both usage types, whether offered or not (the diff needs both). */
export function itemRows(items: readonly ItemState[], storeSlug: string): InventoryRow[] {
  return items.flatMap((item) => USAGE_TYPES.map((usage) => itemRow(item, usage, storeSlug)));
}

/** An item with a row applied: the shared fields, and the price, quantity and visibility of the row's usage type. */
export function applyRow(item: ItemState | undefined, row: InventoryRow): ItemState {
  const base: ItemState = item ?? {
    sku: row.sku,
    name: row.name,
    brand: row.brand,
    category: row.category,
    subCategory: row.sub_category,
    displaySize: row.size,
    thc: null,
    thca: null,
    cbd: null,
    cbda: null,
    cbn: null,
    cbg: null,
    potencyUnit: '%',
    strainType: null,
    strain: null,
    description: '',
    tags: [],
    medPriceCents: null,
    recPriceCents: null,
    medSellableQty: 0,
    recSellableQty: 0,
    hiddenUsageTypes: [],
  };
  const medical = row.usage_type === 'medical';
  return {
    ...base,
    name: row.name,
    brand: row.brand,
    category: row.category,
    subCategory: row.sub_category,
    displaySize: row.size,
    thc: row.thc,
    thca: row.thca,
    cbd: row.cbd,
    cbda: row.cbda,
    cbn: row.cbn,
    cbg: row.cbg,
    potencyUnit: row.potency_unit,
    strainType: row.strain_type,
    strain: row.strain,
    description: row.description,
    tags: row.tags,
    ...(medical ? { medPriceCents: row.price_cents, medSellableQty: row.quantity } : { recPriceCents: row.price_cents, recSellableQty: row.quantity }),
    hiddenUsageTypes: withHidden(base.hiddenUsageTypes, row.usage_type, row.hidden),
  };
}

/** The hidden usage types with one usage type hidden or shown. */
export function withHidden(hidden: readonly string[], usage: UsageType, hide: boolean): string[] {
  const rest = hidden.filter((value) => value !== usage);
  return hide ? [...rest, usage].sort() : rest;
}

/** What an audit entry keeps of an item: its row-format fields. */
export function auditView(item: ItemState): Record<string, unknown> {
  const { id: _id, ...fields } = item;
  return fields;
}

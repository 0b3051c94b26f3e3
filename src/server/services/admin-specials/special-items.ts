import { and, asc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { ADMIN_SPECIAL_MESSAGES, type SpecialInput, type SpecialItemSearch } from '@/api/admin-specials';
import { SPECIAL_PREVIEW_ITEMS } from '@/domain/constants';
import type { Database } from '@/server/db/client';
import { inventoryItems } from '@/server/db/schema';
import { badRequest } from '@/server/http/errors';
import { containsPattern } from '@/server/services/catalog/sql-helpers';

type Db = Pick<Database, 'select' | 'selectDistinct'>;

/**
 * The items an inventory-level special discounts, resolved when it is saved (README "Specials in the
 * console"): the items chosen one by one plus every item of the store whose brand is one of the
 * brands named and whose category is one of the categories named (a list left empty matches any).
 * Chosen items and targets must be the store's own: 400 otherwise.
 */
export async function resolveSpecialItems(db: Db, storeId: number, input: Pick<SpecialInput, 'items' | 'targets' | 'discount_type' | 'discount_level'>): Promise<number[]> {
  const named = [...input.items.inventory_ids, ...input.targets.map((target) => target.inventory_id)];
  if (named.length) {
    const own = await db.select({ id: inventoryItems.id }).from(inventoryItems).where(and(eq(inventoryItems.storeId, storeId), inArray(inventoryItems.id, named)));
    const ownIds = new Set(own.map((row) => row.id));
    if (input.items.inventory_ids.some((id) => !ownIds.has(id))) throw badRequest(ADMIN_SPECIAL_MESSAGES.unknownItem, { items: [ADMIN_SPECIAL_MESSAGES.unknownItem] });
    if (input.targets.some((target) => !ownIds.has(target.inventory_id))) throw badRequest(ADMIN_SPECIAL_MESSAGES.unknownItem, { targets: [ADMIN_SPECIAL_MESSAGES.unknownItem] });
  }
  if (input.discount_level !== 'inventory' || input.discount_type === 'bundle') return [];
  const ids = new Set(input.items.inventory_ids);
  const { brands, categories } = input.items;
  if (brands.length || categories.length) {
    const filters: SQL[] = [eq(inventoryItems.storeId, storeId)];
    if (brands.length) filters.push(inArray(inventoryItems.brand, brands));
    if (categories.length) filters.push(inArray(inventoryItems.category, categories));
    for (const row of await db.select({ id: inventoryItems.id }).from(inventoryItems).where(and(...filters))) ids.add(row.id);
  }
  return [...ids].sort((a, b) => a - b);
}

/** The picker's search: the store's items by name, display name or sku, brand and category (first 50 by name). */
export async function searchSpecialItems(db: Db, storeId: number, query: { search?: string; brand?: string; category?: string }): Promise<SpecialItemSearch> {
  const filters: SQL[] = [eq(inventoryItems.storeId, storeId)];
  const search = query.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    filters.push(or(ilike(inventoryItems.name, pattern), ilike(inventoryItems.ecommDisplayName, pattern), ilike(inventoryItems.batchInventoryId, pattern))!);
  }
  if (query.brand) filters.push(eq(inventoryItems.brand, query.brand));
  if (query.category) filters.push(eq(inventoryItems.category, query.category));
  const data = await db
    .select({ id: inventoryItems.id, name: inventoryItems.name, brand: inventoryItems.brand, category: inventoryItems.category, med_price_cents: inventoryItems.medPriceCents, rec_price_cents: inventoryItems.recPriceCents })
    .from(inventoryItems)
    .where(and(...filters))
    .orderBy(asc(inventoryItems.name), asc(inventoryItems.id))
    .limit(SPECIAL_PREVIEW_ITEMS);
  const brands = await db.selectDistinct({ value: inventoryItems.brand }).from(inventoryItems).where(eq(inventoryItems.storeId, storeId)).orderBy(asc(inventoryItems.brand));
  const categories = await db.selectDistinct({ value: inventoryItems.category }).from(inventoryItems).where(eq(inventoryItems.storeId, storeId)).orderBy(asc(inventoryItems.category));
  return { data, brands: brands.map((row) => row.value), categories: categories.map((row) => row.value) };
}

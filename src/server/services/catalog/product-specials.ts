import { sql } from 'drizzle-orm';
import type { ProductSpecial } from '@/api/special';
import type { Special } from '@/api/special';
import type { Database } from '@/server/db/client';
import type { CatalogScope } from './catalog-scope';
import { paramList, queryRows } from './sql-helpers';

export function compact(special: Special): ProductSpecial {
  const { id, slug, title, caption, discount_type, discount_level } = special;
  return { id, slug, title, caption, discount_type, discount_level };
}

/**
 * The browseable specials of each given product (discounted items of a special, or targets of a bundle),
 * in one query for the whole page.
 */
export async function loadProductSpecials(
  db: Database,
  scope: CatalogScope,
  inventoryIds: number[],
): Promise<Map<number, ProductSpecial[]>> {
  const result = new Map<number, ProductSpecial[]>();
  const { browseable, bundleIds } = scope.specials;
  if (!inventoryIds.length || !browseable.length) return result;
  const byId = new Map(browseable.map((special) => [special.id, special]));
  const targets = bundleIds.length
    ? sql` UNION SELECT inventory_id, special_id FROM special_targets
        WHERE inventory_id IN (${paramList(inventoryIds)}) AND special_id IN (${paramList(bundleIds)})`
    : sql``;
  const rows = await queryRows<{ inventory_id: number; special_id: number }>(
    db,
    sql`SELECT inventory_id, special_id FROM special_items
        WHERE inventory_id IN (${paramList(inventoryIds)}) AND special_id IN (${paramList([...byId.keys()])})${targets}
        ORDER BY 2`,
  );
  for (const row of rows) {
    const special = byId.get(row.special_id);
    if (!special) continue;
    const list = result.get(row.inventory_id) ?? [];
    list.push(compact(special));
    result.set(row.inventory_id, list);
  }
  return result;
}

import { sql } from 'drizzle-orm';
import type { AdminCatalogList, AdminCatalogQuery, AdminCatalogRow } from '@/api/admin-catalog';
import type { Database } from '@/server/db/client';
import { isoTimestamp, paramList, queryRows } from '@/server/services/catalog/sql-helpers';
import { hiddenFrom, usageColumns } from '@/server/services/catalog/usage-columns';
import { viewIds } from './table-view';

interface TableRow extends Omit<AdminCatalogRow, 'thc' | 'cbd'> {
  thc: number | string | null;
  cbd: number | string | null;
}

const potency = (value: number | string | null) => (value === null ? null : Number(value));

/**
 * One page of a store's items for the console's table (every item, offered to the usage type or
 * not), counted. The order comes from viewIds (table-view.ts); the page's rows are always read afresh, so a value
 * edited a moment ago shows at once.
 */
export async function catalogTable(db: Database, storeId: number, query: AdminCatalogQuery): Promise<AdminCatalogList> {
  const ids = await viewIds(db, storeId, query);
  const pageIds = [...ids.subarray(query.offset, query.offset + query.limit)];
  if (!pageIds.length) return { data: [], rows: 0, total_rows: ids.length };
  const { price, qty } = usageColumns(query.usage_type);
  const rows = await queryRows<TableRow>(
    db,
    sql`SELECT i.id, i.batch_inventory_id AS sku, i.name, i.brand, i.category, i.sub_category, i.strain_type,
          i.display_size AS size, ${price} AS price_cents, ${qty} AS sellable_qty, ${hiddenFrom(query.usage_type)} AS hidden,
          i.potency_unit, i.thc, i.cbd, i.tags, i.images[1] AS image, ${isoTimestamp(sql`i.received_at`)} AS received_at
        FROM inventory_items i WHERE i.store_id = ${storeId} AND i.id IN (${paramList(pageIds)})`,
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const data = pageIds.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ ...row, image: row.image ?? null, thc: potency(row.thc), cbd: potency(row.cbd) }] : [];
  });
  return { data, rows: data.length, total_rows: ids.length };
}

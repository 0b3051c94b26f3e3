import { sql, type SQL } from 'drizzle-orm';
import type { AdminCatalogList, AdminCatalogQuery, AdminCatalogRow, AdminCatalogSort } from '@/api/admin-catalog';
import { sanitizeSearch } from '@/domain/search';
import type { Database } from '@/server/db/client';
import { cachedCatalog, catalogKey } from '@/server/services/catalog/catalog-cache';
import { allOf, isoTimestamp, paramList, queryRows } from '@/server/services/catalog/sql-helpers';
import { hiddenFrom, usageColumns } from '@/server/services/catalog/usage-columns';

const MAX_SEARCH_WORDS = 8;

/** Text sorts case-insensitively and byte-wise, as the storefront's (PGlite and PostgreSQL agree). */
const text = (column: string) => sql.raw(`lower(${column}) COLLATE "C"`);

function sortKey(sort: AdminCatalogSort, query: AdminCatalogQuery): SQL {
  const { price, qty } = usageColumns(query.usage_type);
  const keys: Record<AdminCatalogSort, SQL> = {
    name: text('i.name'),
    brand: text('i.brand'),
    category: sql`i.category`,
    price,
    quantity: qty,
    received: sql`i.received_at`,
  };
  return keys[sort];
}

/** Search words each match the name, display name, brand or sku (part 1 §5: quotes and backslashes dropped). */
function searchConditions(search: string | undefined): SQL[] {
  const cleaned = sanitizeSearch(search);
  if (!cleaned) return [];
  return cleaned
    .split(/\s+/)
    .slice(0, MAX_SEARCH_WORDS)
    .map((word) => {
      const pattern = `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      return sql`(i.name || ' ' || i.ecomm_display_name || ' ' || i.brand || ' ' || i.batch_inventory_id) ILIKE ${pattern}`;
    });
}

function conditions(storeId: number, query: AdminCatalogQuery): SQL[] {
  const { qty } = usageColumns(query.usage_type);
  const hidden = hiddenFrom(query.usage_type);
  const where: SQL[] = [sql`i.store_id = ${storeId}`, ...searchConditions(query.search)];
  if (query.category) where.push(sql`i.category = ${query.category}`);
  if (query.brand) where.push(sql`i.brand = ${query.brand}`);
  if (query.strain_type) where.push(sql`i.strain_type = ${query.strain_type}`);
  if (query.visibility !== 'all') where.push(query.visibility === 'hidden' ? hidden : sql`NOT ${hidden}`);
  if (query.stock !== 'all') where.push(query.stock === 'in' ? sql`${qty} > 0` : sql`${qty} <= 0`);
  return where;
}

interface TableRow extends Omit<AdminCatalogRow, 'thc' | 'cbd'> {
  thc: number | string | null;
  cbd: number | string | null;
}

const potency = (value: number | string | null) => (value === null ? null : Number(value));

/**
 * The ids of every item of the view (store, usage type, search, filters, sort, direction), in table
 * order with the id breaking ties so pages never overlap. Kept in the catalog cache (catalog-cache.ts)
 * until the store's catalog changes: console edits, imports and orders invalidate it, so paging
 * through 20,000 rows sorts them once, not once per page.
 */
function orderedIds(db: Database, storeId: number, query: AdminCatalogQuery): Promise<Int32Array> {
  const { limit: _limit, offset: _offset, ...view } = query;
  return cachedCatalog(db, storeId, catalogKey('console-table', 0, storeId, view), async () => {
    const dir = sql.raw(query.dir === 'desc' ? 'DESC' : 'ASC');
    const rows = await queryRows<{ id: number }>(
      db,
      sql`SELECT i.id FROM inventory_items i WHERE ${allOf(conditions(storeId, query))}
        ORDER BY ${sortKey(query.sort, query)} ${dir} NULLS LAST, i.id ${dir}`,
    );
    return Int32Array.from(rows, (row) => row.id);
  });
}

/**
 * One page of a store's items for the console's table (every item, offered to the usage type or
 * not), counted. The order comes from orderedIds; the page's rows are always read afresh, so a value
 * edited a moment ago shows at once.
 */
export async function catalogTable(db: Database, storeId: number, query: AdminCatalogQuery): Promise<AdminCatalogList> {
  const ids = await orderedIds(db, storeId, query);
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

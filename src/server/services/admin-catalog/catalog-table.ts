import { sql, type SQL } from 'drizzle-orm';
import type { AdminCatalogList, AdminCatalogQuery, AdminCatalogRow, AdminCatalogSort } from '@/api/admin-catalog';
import { sanitizeSearch } from '@/domain/search';
import type { Database } from '@/server/db/client';
import { allOf, isoTimestamp, queryRows } from '@/server/services/catalog/sql-helpers';
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
 * One page of a store's items for the console's table (every item, offered to the usage type or
 * not): filtered, sorted with the id breaking ties so pages never overlap, and counted. The page is
 * a top-N sort over the store's rows (inventory_store_category_idx finds them); the count is a
 * separate aggregate so the page never materialises the whole store.
 */
export async function catalogTable(db: Database, storeId: number, query: AdminCatalogQuery): Promise<AdminCatalogList> {
  const { price, qty } = usageColumns(query.usage_type);
  const where = allOf(conditions(storeId, query));
  const dir = sql.raw(query.dir === 'desc' ? 'DESC' : 'ASC');
  const rows = await queryRows<TableRow>(
    db,
    sql`SELECT i.id, i.batch_inventory_id AS sku, i.name, i.brand, i.category, i.sub_category, i.strain_type,
          i.display_size AS size, ${price} AS price_cents, ${qty} AS sellable_qty, ${hiddenFrom(query.usage_type)} AS hidden,
          i.potency_unit, i.thc, i.cbd, i.tags, i.images[1] AS image, ${isoTimestamp(sql`i.received_at`)} AS received_at
        FROM inventory_items i WHERE ${where}
        ORDER BY ${sortKey(query.sort, query)} ${dir} NULLS LAST, i.id ${dir}
        LIMIT ${query.limit} OFFSET ${query.offset}`,
  );
  const needsCount = query.offset > 0 || rows.length === query.limit;
  const total = needsCount
    ? (await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM inventory_items i WHERE ${where}`))[0]!.n
    : rows.length;
  const data = rows.map((row) => ({ ...row, image: row.image ?? null, thc: potency(row.thc), cbd: potency(row.cbd) }));
  return { data, rows: data.length, total_rows: total };
}

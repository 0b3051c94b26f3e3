import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { appliedSpecialId, catalogSource, discountedPrice, type CatalogScope } from './catalog-scope';
import { orderByKey, type SortKey } from './inventory-sort';
import { PRODUCT_COLUMNS, type ProductRow } from './product-row';
import { paramList, queryRows } from './sql-helpers';

export interface PageRequest {
  /** ORDER BY keys, ending in a unique one (see sortKeys). */
  keys: SortKey[];
  limit: number;
  offset: number;
}

/**
 * One page of products and the size of the whole result, in one statement: a narrow inner query
 * filters, counts (window function) and sorts ids only; the outer one reads the full rows of the page.
 * A second, count-only query runs only when the offset is past the end.
 */
export async function queryProductPage(
  db: Database,
  scope: CatalogScope,
  conditions: { inner: SQL[]; outer: SQL[] },
  page: PageRequest,
): Promise<{ rows: ProductRow[]; total: number }> {
  const { keys } = page;
  const keyColumns = sql.join(
    keys.map((key, n) => sql`${key.expr} AS ${sql.raw(`k${n}`)}`),
    sql`, `,
  );
  const orderBy = (prefix: string) =>
    sql.join(
      keys.map((key, n) => orderByKey(sql.raw(`${prefix}k${n}`), key)),
      sql`, `,
    );
  const rows = await queryRows<ProductRow & { total_rows: number }>(
    db,
    sql`WITH page AS (
        SELECT i.id, ${discountedPrice(scope)} AS discounted, count(*) OVER ()::int AS total_rows, ${keyColumns}
        ${catalogSource(scope, conditions.inner, conditions.outer)}
        ORDER BY ${orderBy('')}
        LIMIT ${page.limit} OFFSET ${page.offset}
      )
      SELECT ${PRODUCT_COLUMNS}, page.discounted, ${appliedSpecialId(scope, sql`page.discounted`)} AS discount_special_id,
        page.total_rows
      FROM page JOIN inventory_items i ON i.id = page.id
      ORDER BY ${orderBy('page.')}`,
  );
  if (rows.length || page.offset === 0) return { rows, total: rows[0]?.total_rows ?? 0 };
  return { rows, total: await countProducts(db, scope, conditions) };
}

/** The rows of products already chosen (a page's ids, from the facet statement), in the page's order. */
export async function queryChosenProducts(db: Database, scope: CatalogScope, ids: number[], keys: SortKey[]): Promise<ProductRow[]> {
  if (!ids.length) return [];
  const chosen = { inner: [sql`i.id IN (${paramList(ids)})`], outer: [] };
  return (await queryProductPage(db, scope, chosen, { keys, limit: ids.length, offset: 0 })).rows;
}

/**
 * The rows of the given ids in that order, nothing computed beside them: `discounted` and
 * `discount_special_id` are left null for the caller (memory-catalog.ts applySpecials).
 */
export async function queryRowsById(db: Database, ids: number[]): Promise<ProductRow[]> {
  if (!ids.length) return [];
  const rows = await queryRows<ProductRow>(
    db,
    sql`SELECT ${PRODUCT_COLUMNS}, NULL::int AS discounted, NULL::int AS discount_special_id FROM inventory_items i WHERE i.id IN (${paramList(ids)})`,
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function countProducts(
  db: Database,
  scope: CatalogScope,
  conditions: { inner: SQL[]; outer: SQL[] },
): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n ${catalogSource(scope, conditions.inner, conditions.outer)}`,
  );
  return row?.n ?? 0;
}

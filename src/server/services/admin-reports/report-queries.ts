import { sql } from 'drizzle-orm';
import { REPORT_TOP_PRODUCTS } from '@/domain/constants';
import type { Database } from '@/server/db/client';
import { queryRows } from '@/server/services/catalog/sql-helpers';
import { int, ordersInRange, type Numeric, type ReportScope } from './report-orders';

/**
 * The report's sums, each one query over `ordersInRange` (README "Reports"). Money and counts are
 * summed by PostgreSQL on integer columns (bigint, so a year of a chain cannot overflow) and read
 * back as exact integers.
 */

export async function totalsQuery(db: Database, scope: ReportScope) {
  const [row] = await queryRows<Record<'placed' | 'orders' | 'sales_cents' | 'cancelled' | 'rejected', Numeric>>(
    db,
    sql`${ordersInRange(scope)}
    SELECT count(*) AS placed, count(*) FILTER (WHERE kept) AS orders, coalesce(sum(grand_total_cents) FILTER (WHERE kept), 0) AS sales_cents,
      count(*) FILTER (WHERE status = 'cancelled') AS cancelled, count(*) FILTER (WHERE status = 'rejected') AS rejected
    FROM orders`,
  );
  return { placed: int(row!.placed), orders: int(row!.orders), sales_cents: int(row!.sales_cents), cancelled: int(row!.cancelled), rejected: int(row!.rejected) };
}

export async function daysQuery(db: Database, scope: ReportScope) {
  const rows = await queryRows<{ date: string; orders: Numeric; sales_cents: Numeric; cancelled: Numeric }>(
    db,
    sql`${ordersInRange(scope)}
    SELECT to_char(local_at, 'YYYY-MM-DD') AS date, count(*) FILTER (WHERE kept) AS orders,
      coalesce(sum(grand_total_cents) FILTER (WHERE kept), 0) AS sales_cents, count(*) FILTER (WHERE NOT kept) AS cancelled
    FROM orders GROUP BY 1`,
  );
  return rows.map((row) => ({ date: row.date, orders: int(row.orders), sales_cents: int(row.sales_cents), cancelled: int(row.cancelled) }));
}

export async function hoursQuery(db: Database, scope: ReportScope) {
  const rows = await queryRows<{ hour: Numeric; orders: Numeric; sales_cents: Numeric }>(
    db,
    sql`${ordersInRange(scope)}
    SELECT extract(hour FROM local_at)::int AS hour, count(*) AS orders, sum(grand_total_cents) AS sales_cents FROM orders WHERE kept GROUP BY 1`,
  );
  return rows.map((row) => ({ hour: int(row.hour), orders: int(row.orders), sales_cents: int(row.sales_cents) }));
}

/** Sales by the order's type columns and usage type; the caller names each group by the domain's rule. */
export async function kindsQuery(db: Database, scope: ReportScope) {
  const rows = await queryRows<{ usage_type: string; order_type: string; curbside_pickup: boolean; checkin: boolean; orders: Numeric; sales_cents: Numeric }>(
    db,
    sql`${ordersInRange(scope)}
    SELECT usage_type, order_type, curbside_pickup, checkin, count(*) AS orders, sum(grand_total_cents) AS sales_cents
    FROM orders WHERE kept GROUP BY 1, 2, 3, 4`,
  );
  return rows.map((row) => ({ ...row, orders: int(row.orders), sales_cents: int(row.sales_cents) }));
}

export async function productsQuery(db: Database, scope: ReportScope) {
  const rows = await queryRows<{ inventory_id: number; name: string | null; brand: string | null; category: string | null; units: Numeric; sales_cents: Numeric }>(
    db,
    sql`${ordersInRange(scope)}
    SELECT lines.inventory_id, i.name, i.brand, i.category, sum(lines.units) AS units, sum(lines.sales_cents) AS sales_cents
    FROM lines LEFT JOIN inventory_items i ON i.id = lines.inventory_id
    GROUP BY lines.inventory_id, i.name, i.brand, i.category
    ORDER BY sales_cents DESC, units DESC, lines.inventory_id LIMIT ${REPORT_TOP_PRODUCTS}`,
  );
  return rows.map((row) => ({
    inventory_id: row.inventory_id,
    name: row.name ?? `Item ${row.inventory_id}`,
    brand: row.brand ?? '',
    category: row.category ?? '',
    units: int(row.units),
    sales_cents: int(row.sales_cents),
  }));
}

export async function categoriesQuery(db: Database, scope: ReportScope) {
  const rows = await queryRows<{ category: string | null; units: Numeric; sales_cents: Numeric }>(
    db,
    sql`${ordersInRange(scope)}
    SELECT i.category, sum(lines.units) AS units, sum(lines.sales_cents) AS sales_cents
    FROM lines LEFT JOIN inventory_items i ON i.id = lines.inventory_id
    GROUP BY i.category ORDER BY sales_cents DESC, i.category`,
  );
  return rows.map((row) => ({ category: row.category ?? '', units: int(row.units), sales_cents: int(row.sales_cents) }));
}

import { sql, type SQL } from 'drizzle-orm';
import { addDays } from '@/domain/report-range';
import type { ReportStore } from './report-scope';

/** A count or sum as PostgreSQL answers it (bigint and numeric may come back as strings), read as an exact number. */
export type Numeric = number | string | bigint;
export const int = (value: Numeric | null) => (value === null ? 0 : Number(value));

/** What a report covers: its stores (each with its zone) and its store days, both ends included. */
export interface ReportScope {
  stores: readonly ReportStore[];
  from: string;
  to: string;
}

/**
 * The start of every report query (README "Reports"): the CTE `orders`, the orders placed in the
 * range, each with `local_at` (when it was placed, on its store's clock) and `kept` (not cancelled
 * or rejected: the orders whose grand totals are sales). A store day lies within a day either side
 * of the same UTC date in any zone, so the UTC bounds let the (store_id, submitted_on) index narrow
 * the rows and the store's zone decides the day.
 */
export function ordersInRange(scope: ReportScope): SQL {
  const zones = sql.join(
    scope.stores.map((store) => sql`(${store.id}::int, ${store.timezone}::text)`),
    sql`, `,
  );
  const earliest = `${addDays(scope.from, -1)}T00:00:00Z`;
  const latest = `${addDays(scope.to, 2)}T00:00:00Z`;
  return sql`
    WITH zones(store_id, tz) AS (VALUES ${zones}),
    placed AS (
      SELECT c.id, c.store_id, c.user_id, c.status, c.usage_type, c.order_type, c.curbside_pickup, c.checkin, c.pricing,
        coalesce(c.grand_total_cents, 0)::bigint AS grand_total_cents, c.loyalty_points_redeemed, c.loyalty_points_accrued, c.submitted_on,
        (c.submitted_on AT TIME ZONE z.tz) AS local_at,
        c.status NOT IN ('cancelled', 'rejected') AS kept
      FROM carts c JOIN zones z ON z.store_id = c.store_id
      WHERE c.submitted_on >= ${earliest}::timestamptz AND c.submitted_on < ${latest}::timestamptz AND c.status <> 'pending'
    ),
    orders AS (SELECT * FROM placed WHERE local_at >= ${scope.from}::date AND local_at < ${scope.to}::date + 1),
    lines AS (
      SELECT o.id AS order_id, (l->>'inventoryId')::int AS inventory_id, (l->>'quantity')::int AS units,
        (l->>'discountedTotalCents')::bigint AS sales_cents, (l->>'totalCents')::bigint AS list_cents, (l->>'appliedSpecialId')::int AS special_id
      FROM orders o CROSS JOIN LATERAL jsonb_array_elements(coalesce(o.pricing->'lines', '[]'::jsonb)) AS l
      WHERE o.kept
    )`;
}

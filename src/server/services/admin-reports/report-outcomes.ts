import { sql } from 'drizzle-orm';
import { isOrderStopReason } from '@/domain/order-stop-reasons';
import type { Database } from '@/server/db/client';
import { queryRows } from '@/server/services/catalog/sql-helpers';
import { int, ordersInRange, type Numeric, type ReportScope } from './report-orders';

/**
 * What the range's orders gave away and how they went (README "Reports"): discounts read from each
 * order's frozen pricing (what the shopper was charged, never re-priced), times from the status
 * history, cancellations and rejections with who stopped them and why, and rewards points.
 */

export async function discountsQuery(db: Database, scope: ReportScope) {
  const rows = await queryRows<{ kind: string; special_id: number | null; title: string | null; code: string | null; orders: Numeric; discount_cents: Numeric }>(
    db,
    sql`${ordersInRange(scope)},
    given AS (
      SELECT 'item' AS kind, special_id, NULL::text AS code, order_id, list_cents - sales_cents AS discount FROM lines WHERE special_id IS NOT NULL
      UNION ALL
      SELECT 'bundle', (b->>'specialId')::int, NULL, o.id, (b->>'discountCents')::bigint
      FROM orders o CROSS JOIN LATERAL jsonb_array_elements(coalesce(o.pricing->'bundles', '[]'::jsonb)) AS b WHERE o.kept
      UNION ALL
      SELECT 'cart', (o.pricing->'appliedSpecial'->>'specialId')::int, NULL, o.id, (o.pricing->'appliedSpecial'->>'discountCents')::bigint
      FROM orders o WHERE o.kept AND jsonb_typeof(o.pricing->'appliedSpecial') = 'object'
      UNION ALL
      SELECT 'promo', (o.pricing->'promo'->>'specialId')::int, o.pricing->'promo'->>'code', o.id, (o.pricing->'promo'->>'discountCents')::bigint
      FROM orders o WHERE o.kept AND jsonb_typeof(o.pricing->'promo') = 'object'
      UNION ALL
      SELECT 'employee', NULL, NULL, o.id, (o.pricing->>'employeeDiscountCents')::bigint FROM orders o WHERE o.kept AND (o.pricing->>'employeeDiscountCents')::bigint > 0
      UNION ALL
      SELECT 'rewards', NULL, NULL, o.id, (o.pricing->>'loyaltyDiscountCents')::bigint FROM orders o WHERE o.kept AND (o.pricing->>'loyaltyDiscountCents')::bigint > 0
    )
    SELECT given.kind, given.special_id, s.title, given.code, count(DISTINCT given.order_id) AS orders, sum(given.discount) AS discount_cents
    FROM given LEFT JOIN specials s ON s.id = given.special_id
    GROUP BY given.kind, given.special_id, s.title, given.code
    ORDER BY discount_cents DESC, given.kind, given.special_id`,
  );
  return rows.map((row) => ({ ...row, orders: int(row.orders), discount_cents: int(row.discount_cents) }));
}

/** Seconds from placing to the first change to ready (fulfilled) and to finished, per order; median and p90 by step. */
export async function timingsQuery(db: Database, scope: ReportScope) {
  const rows = await queryRows<{ step: string; orders: Numeric; median_seconds: Numeric | null; p90_seconds: Numeric | null }>(
    db,
    sql`${ordersInRange(scope)},
    steps AS (
      SELECT CASE WHEN ch.to_status = 'fulfilled' THEN 'ready' WHEN o.order_type = 'delivery' THEN 'delivered' ELSE 'picked_up' END AS step,
        extract(epoch FROM min(ch.at) - o.submitted_on) AS seconds
      FROM orders o JOIN cart_status_changes ch ON ch.cart_id = o.id AND ch.to_status IN ('fulfilled', 'finished')
      GROUP BY o.id, o.order_type, o.submitted_on, ch.to_status
    )
    SELECT step, count(*) AS orders,
      round(percentile_cont(0.5) WITHIN GROUP (ORDER BY seconds))::bigint AS median_seconds,
      round(percentile_cont(0.9) WITHIN GROUP (ORDER BY seconds))::bigint AS p90_seconds
    FROM steps GROUP BY step`,
  );
  return rows.map((row) => ({
    step: row.step,
    orders: int(row.orders),
    median_seconds: row.median_seconds === null ? null : int(row.median_seconds),
    p90_seconds: row.p90_seconds === null ? null : int(row.p90_seconds),
  }));
}

/**
 * Cancelled and rejected orders by outcome, who stopped them (the customer themself, else staff), the
 * reason staff gave (src/domain/order-stop-reasons.ts; null for a customer's cancel or none given) and
 * the status they were in.
 */
export async function stoppedQuery(db: Database, scope: ReportScope) {
  const rows = await queryRows<{ outcome: 'cancelled' | 'rejected'; stopped_by: 'customer' | 'staff'; reason: string | null; from_status: string; orders: Numeric; value_cents: Numeric }>(
    db,
    sql`${ordersInRange(scope)}
    SELECT o.status AS outcome,
      CASE WHEN ch.changed_by_user_id IS NOT NULL AND ch.changed_by_user_id = o.user_id THEN 'customer' ELSE 'staff' END AS stopped_by,
      ch.reason, ch.from_status, count(*) AS orders, sum(o.grand_total_cents) AS value_cents
    FROM orders o JOIN cart_status_changes ch ON ch.cart_id = o.id AND ch.to_status = o.status
    WHERE NOT o.kept
    GROUP BY 1, 2, 3, 4 ORDER BY orders DESC, 1, 2, 3 NULLS FIRST, 4`,
  );
  return rows.map((row) => ({ ...row, reason: isOrderStopReason(row.reason) ? row.reason : null, orders: int(row.orders), value_cents: int(row.value_cents) }));
}

/**
 * Rewards points of the range's orders (DECISIONS.md "Money and points": credited when finished):
 * issued on finished orders, pending on open ones, redeemed on kept orders, returned by a cancel or reject.
 */
export async function pointsQuery(db: Database, scope: ReportScope) {
  const [row] = await queryRows<Record<string, Numeric>>(
    db,
    sql`${ordersInRange(scope)}
    SELECT
      count(*) FILTER (WHERE status = 'finished' AND loyalty_points_accrued > 0) AS issued_orders,
      coalesce(sum(loyalty_points_accrued) FILTER (WHERE status = 'finished'), 0) AS issued,
      count(*) FILTER (WHERE kept AND status <> 'finished' AND loyalty_points_accrued > 0) AS pending_orders,
      coalesce(sum(loyalty_points_accrued) FILTER (WHERE kept AND status <> 'finished'), 0) AS pending,
      count(*) FILTER (WHERE kept AND loyalty_points_redeemed > 0) AS redeemed_orders,
      coalesce(sum(loyalty_points_redeemed) FILTER (WHERE kept), 0) AS redeemed,
      count(*) FILTER (WHERE NOT kept AND loyalty_points_redeemed > 0) AS returned_orders,
      coalesce(sum(loyalty_points_redeemed) FILTER (WHERE NOT kept), 0) AS returned
    FROM orders`,
  );
  return (['issued', 'pending', 'redeemed', 'returned'] as const).map((kind) => ({ kind, orders: int(row![`${kind}_orders`]!), points: int(row![kind]!) }));
}

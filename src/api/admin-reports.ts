import * as z from 'zod/mini';
import { ORDER_STOP_REASONS } from '@/domain/order-stop-reasons';
import { REPORT_ORDER_TYPES, reportDateProblem, reportRangeProblem } from '@/domain/report-range';
import { USAGE_TYPES } from '@/domain/usage-type';
import { cents, queryId } from './common';

/**
 * The console's reports (README "Reports"; permission reports.read): one store, or every store the
 * role reaches, over a range of store days (yyyy-MM-dd in each store's time zone, both ends
 * included). Money is integer cents: sales are the grand totals of the orders placed in the range
 * that were not cancelled or rejected, exactly as the orders table holds them.
 */
const reportDate = z.string().check(
  z.superRefine((date, ctx) => {
    const message = reportDateProblem(date);
    if (message) ctx.addIssue({ code: 'custom', message, input: date });
  }),
);

const rangeFields = {
  /** Omitted: every store the role reaches. */
  store_id: z.optional(queryId),
  from: reportDate,
  to: reportDate,
};
const rangeCheck = z.superRefine<{ from: string; to: string }>((query, ctx) => {
  const problem = reportRangeProblem(query.from, query.to);
  if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.field], input: query });
});

export const reportQuerySchema = z.object(rangeFields).check(rangeCheck);
export type ReportQuery = z.infer<typeof reportQuerySchema>;

const count = z.int();
const salesRow = { orders: count, sales_cents: cents };

export const reportDaySchema = z.object({ date: z.string(), ...salesRow, cancelled: count });
export const reportHourSchema = z.object({ hour: z.int(), ...salesRow });
export const reportOrderTypeSchema = z.object({ order_type: z.enum(REPORT_ORDER_TYPES), ...salesRow });
export const reportUsageTypeSchema = z.object({ usage_type: z.enum(USAGE_TYPES), ...salesRow });
/** Item sales: the line totals after item specials, before cart-level discounts and tax. */
export const reportProductSchema = z.object({ inventory_id: z.int(), name: z.string(), brand: z.string(), category: z.string(), units: count, sales_cents: cents });
export const reportCategorySchema = z.object({ category: z.string(), units: count, sales_cents: cents });
export const REPORT_DISCOUNT_KINDS = ['item', 'bundle', 'cart', 'promo', 'employee', 'rewards'] as const;
/** What a special, a promo code, the employee discount or rewards took off orders: their cost. */
export const reportDiscountSchema = z.object({
  kind: z.enum(REPORT_DISCOUNT_KINDS),
  special_id: z.nullable(z.int()),
  title: z.string(),
  code: z.nullable(z.string()),
  orders: count,
  discount_cents: cents,
});
export const REPORT_STEPS = ['ready', 'picked_up', 'delivered'] as const;
/** Time from placing to ready (fulfilled), to picked up (a pickup finished) or delivered, in seconds. */
export const reportTimingSchema = z.object({ step: z.enum(REPORT_STEPS), orders: count, median_seconds: z.nullable(z.int()), p90_seconds: z.nullable(z.int()) });
export const REPORT_STOPPED_BY = ['customer', 'staff'] as const;
/**
 * Orders that were cancelled or rejected: the outcome, who stopped it, the reason staff gave (a code of
 * src/domain/order-stop-reasons.ts; null for a customer's own cancel or when none was given) and the
 * status it was in, with the grand totals they lost.
 */
export const reportStoppedSchema = z.object({
  outcome: z.enum(['cancelled', 'rejected']),
  stopped_by: z.enum(REPORT_STOPPED_BY),
  reason: z.nullable(z.enum(ORDER_STOP_REASONS)),
  from_status: z.string(),
  orders: count,
  value_cents: cents,
});
export const REPORT_POINT_KINDS = ['issued', 'pending', 'redeemed', 'returned'] as const;
/** Rewards points of the range's orders: credited (finished), still earning, redeemed, and given back by a cancel or reject. */
export const reportPointsSchema = z.object({ kind: z.enum(REPORT_POINT_KINDS), orders: count, points: z.int() });

export const reportSchema = z.object({
  from: z.string(),
  to: z.string(),
  stores: z.array(z.object({ id: z.int(), name: z.string(), timezone: z.string() })),
  totals: z.object({ placed: count, orders: count, sales_cents: cents, average_basket_cents: cents, cancelled: count, rejected: count, discount_cents: cents }),
  by_day: z.array(reportDaySchema),
  by_hour: z.array(reportHourSchema),
  by_order_type: z.array(reportOrderTypeSchema),
  by_usage_type: z.array(reportUsageTypeSchema),
  top_products: z.array(reportProductSchema),
  top_categories: z.array(reportCategorySchema),
  discounts: z.array(reportDiscountSchema),
  timings: z.array(reportTimingSchema),
  stopped: z.array(reportStoppedSchema),
  points: z.array(reportPointsSchema),
});
export type Report = z.infer<typeof reportSchema>;

/** The report's tables, each downloadable as CSV. */
export const REPORT_TABLES = ['by_day', 'by_hour', 'by_order_type', 'by_usage_type', 'top_products', 'top_categories', 'discounts', 'timings', 'stopped', 'points'] as const;
export type ReportTable = (typeof REPORT_TABLES)[number];

export const reportExportQuerySchema = z
  .object({ ...rangeFields, table: z.enum(REPORT_TABLES), format: z._default(z.enum(['csv']), 'csv') })
  .check(rangeCheck);
export type ReportExportQuery = z.infer<typeof reportExportQuerySchema>;

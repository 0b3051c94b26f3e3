import { REPORT_STEPS, type Report, type ReportTable } from '@/api/admin-reports';
import { averageCents, rangeDates, REPORT_ORDER_TYPES, reportOrderType } from '@/domain/report-range';
import { parseUsageType, USAGE_TYPES } from '@/domain/usage-type';
import type { Database } from '@/server/db/client';
import { discountsQuery, pointsQuery, stoppedQuery, timingsQuery } from './report-outcomes';
import type { ReportScope } from './report-orders';
import { categoriesQuery, daysQuery, hoursQuery, kindsQuery, productsQuery, totalsQuery } from './report-queries';

/**
 * One report (README "Reports"): every figure summed by the database from the orders table, every
 * day of the range and every hour listed even without orders, so a chart has no gaps. Reads only.
 */
const DISCOUNT_TITLES: Record<string, string> = { employee: 'Employee discount', rewards: 'Rewards points' };
const sumOf = <Row>(rows: readonly Row[], value: (row: Row) => number) => rows.reduce((total, row) => total + value(row), 0);

/** The figures each exportable table is built from. */
const TABLE_FIGURES: Record<ReportTable, keyof Figures> = {
  by_day: 'days',
  by_hour: 'hours',
  by_order_type: 'kinds',
  by_usage_type: 'kinds',
  top_products: 'products',
  top_categories: 'categories',
  discounts: 'discounts',
  timings: 'timings',
  stopped: 'stopped',
  points: 'points',
};

/**
 * The whole report, or with `only` just the figures of that one table (a CSV export): the other
 * queries are skipped and their parts of the report left empty.
 */
export async function buildReport(db: Database, scope: ReportScope, only?: ReportTable): Promise<Report> {
  const stores = scope.stores.map(({ id, name, timezone }) => ({ id, name, timezone }));
  const figures = emptyFigures();
  if (!scope.stores.length) return reportOf(scope, stores, figures);
  const wanted = (figure: keyof Figures) => only === undefined || TABLE_FIGURES[only] === figure;
  // PGlite is one connection: the queries run one after another either way.
  if (wanted('totals')) figures.totals = await totalsQuery(db, scope);
  if (wanted('days')) figures.days = await daysQuery(db, scope);
  if (wanted('hours')) figures.hours = await hoursQuery(db, scope);
  if (wanted('kinds')) figures.kinds = await kindsQuery(db, scope);
  if (wanted('products')) figures.products = await productsQuery(db, scope);
  if (wanted('categories')) figures.categories = await categoriesQuery(db, scope);
  if (wanted('discounts')) figures.discounts = await discountsQuery(db, scope);
  if (wanted('timings')) figures.timings = await timingsQuery(db, scope);
  if (wanted('stopped')) figures.stopped = await stoppedQuery(db, scope);
  if (wanted('points')) figures.points = await pointsQuery(db, scope);
  return reportOf(scope, stores, figures);
}

type Figures = {
  totals: Awaited<ReturnType<typeof totalsQuery>>;
  days: Awaited<ReturnType<typeof daysQuery>>;
  hours: Awaited<ReturnType<typeof hoursQuery>>;
  kinds: Awaited<ReturnType<typeof kindsQuery>>;
  products: Report['top_products'];
  categories: Report['top_categories'];
  discounts: Awaited<ReturnType<typeof discountsQuery>>;
  timings: Awaited<ReturnType<typeof timingsQuery>>;
  stopped: Awaited<ReturnType<typeof stoppedQuery>>;
  points: Report['points'];
};

function emptyFigures(): Figures {
  const none = { placed: 0, orders: 0, sales_cents: 0, cancelled: 0, rejected: 0 };
  const points = (['issued', 'pending', 'redeemed', 'returned'] as const).map((kind) => ({ kind, orders: 0, points: 0 }));
  return { totals: none, days: [], hours: [], kinds: [], products: [], categories: [], discounts: [], timings: [], stopped: [], points };
}

function reportOf(scope: ReportScope, stores: Report['stores'], figures: Figures): Report {
  const { totals, days, hours, kinds } = figures;
  const dayRows = new Map(days.map((row) => [row.date, row]));
  const hourRows = new Map(hours.map((row) => [row.hour, row]));
  const byType = (type: string) => kinds.filter((row) => reportOrderType({ orderType: row.order_type, curbsidePickup: row.curbside_pickup, checkin: row.checkin }) === type);
  const byUsage = (usage: string) => kinds.filter((row) => (parseUsageType(row.usage_type) ?? 'recreational') === usage);
  const discounts: Report['discounts'] = figures.discounts.map((row) => ({
    kind: row.kind as Report['discounts'][number]['kind'],
    special_id: row.special_id,
    title: row.title ?? DISCOUNT_TITLES[row.kind] ?? `Special ${row.special_id ?? ''}`.trim(),
    code: row.code,
    orders: row.orders,
    discount_cents: row.discount_cents,
  }));
  return {
    from: scope.from,
    to: scope.to,
    stores,
    totals: { ...totals, average_basket_cents: averageCents(totals.sales_cents, totals.orders), discount_cents: sumOf(discounts, (row) => row.discount_cents) },
    by_day: rangeDates(scope.from, scope.to).map((date) => dayRows.get(date) ?? { date, orders: 0, sales_cents: 0, cancelled: 0 }),
    by_hour: Array.from({ length: 24 }, (_, hour) => hourRows.get(hour) ?? { hour, orders: 0, sales_cents: 0 }),
    by_order_type: REPORT_ORDER_TYPES.map((order_type) => {
      const rows = byType(order_type);
      return { order_type, orders: sumOf(rows, (row) => row.orders), sales_cents: sumOf(rows, (row) => row.sales_cents) };
    }),
    by_usage_type: USAGE_TYPES.map((usage_type) => {
      const rows = byUsage(usage_type);
      return { usage_type, orders: sumOf(rows, (row) => row.orders), sales_cents: sumOf(rows, (row) => row.sales_cents) };
    }),
    top_products: figures.products,
    top_categories: figures.categories,
    discounts,
    timings: REPORT_STEPS.map((step) => figures.timings.find((row) => row.step === step) ?? { step, orders: 0, median_seconds: null, p90_seconds: null }) as Report['timings'],
    stopped: figures.stopped as Report['stopped'],
    points: figures.points,
  };
}

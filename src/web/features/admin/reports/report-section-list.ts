import type { Report, ReportTable } from '@/api/admin-reports';
import { formatCents } from '@/domain/money';
import { orderStopLabel } from '@/domain/order-stop-reasons';
import type { ReportBarChartProps } from './report-bar-chart';
import { categoryText, DISCOUNT_KIND_LABELS, formatCount, formatDay, formatDuration, formatHour, orderTypeLabel, POINT_KIND_LABELS, STATUS_LABELS, STEP_LABELS, usageLabel } from './report-format';
import type { ReportColumn } from './report-section';

/**
 * The report's sections as data (README "Reports"), in the order a person reads the store's numbers:
 * each names its table, its words, the columns of its table and, where looking beats reading, its chart.
 */
type Row<Table extends ReportTable> = Report[Table][number];

export interface ReportSectionEntry<Table extends ReportTable = ReportTable> {
  table: Table;
  title: string;
  description: string;
  /** Unless told, 'No orders in this range.' */
  empty?: string;
  /** The rows the table lists (unless told, all of the report's rows; the chart and CSV keep them all). */
  rows?: (report: Report) => readonly Row<Table>[];
  columns: readonly ReportColumn<Row<Table>>[];
  chart?: (report: Report) => ReportBarChartProps<Row<Table>>;
}

const money = (cents: number) => formatCents(cents);
const dollars = (value: number) => formatCents(Math.round(value * 100));
const counted = <R>(label: string, value: (row: R) => number): ReportColumn<R> => ({ label, cell: (row) => formatCount(value(row)), numeric: true });
const cents = <R>(label: string, value: (row: R) => number): ReportColumn<R> => ({ label, cell: (row) => money(value(row)), numeric: true });
/** Types an entry by its table (the first argument fixes the rows' type) while the list holds them all. */
const entry = <Table extends ReportTable>(table: Table, section: Omit<ReportSectionEntry<Table>, 'table'>) => ({ table, ...section }) as unknown as ReportSectionEntry;

function busiestHour(report: Report) {
  return report.by_hour.reduce((best, row) => (row.orders > best.orders ? row : best), report.by_hour[0]!);
}

export const REPORT_SECTIONS: readonly ReportSectionEntry[] = [
  entry('by_day', {
    title: 'Sales by day',
    description: 'Orders placed each store day and the grand totals of those not cancelled or rejected. The table lists the days with orders; the chart and the CSV every day.',
    rows: (report) => report.by_day.filter((row) => row.orders > 0 || row.cancelled > 0),
    columns: [{ label: 'Day', cell: (row) => row.date }, counted('Orders', (row) => row.orders), cents('Sales', (row) => row.sales_cents), counted('Cancelled or rejected', (row) => row.cancelled)],
    chart: (report) => ({
      title: 'Sales by day',
      description: `Sales of ${money(report.totals.sales_cents)} over ${report.by_day.length} ${report.by_day.length === 1 ? 'day' : 'days'}; each day's figure is in the table below.`,
      rows: report.by_day,
      label: (row) => formatDay(row.date),
      value: (row) => row.sales_cents / 100,
      format: dollars,
      valueName: 'Sales',
    }),
  }),
  entry('by_hour', {
    title: 'Orders by hour of day',
    description: "When orders are placed, on the store's clock. The table lists the hours with orders; the chart and the CSV every hour.",
    rows: (report) => report.by_hour.filter((row) => row.orders > 0),
    columns: [{ label: 'Hour', cell: (row) => formatHour(row.hour) }, counted('Orders', (row) => row.orders), cents('Sales', (row) => row.sales_cents)],
    chart: (report) => {
      const peak = busiestHour(report);
      return {
        title: 'Orders by hour of day',
        description: peak.orders > 0 ? `The busiest hour is ${formatHour(peak.hour)} with ${formatCount(peak.orders)} orders; every hour is in the table below.` : 'No orders in this range.',
        rows: report.by_hour,
        label: (row) => formatHour(row.hour),
        value: (row) => row.orders,
        format: formatCount,
        valueName: 'Orders',
      };
    },
  }),
  entry('by_order_type', {
    title: 'By order type',
    description: 'Pickup, curbside, in-store check-in and delivery.',
    columns: [{ label: 'Order type', cell: (row) => orderTypeLabel(row.order_type) }, counted('Orders', (row) => row.orders), cents('Sales', (row) => row.sales_cents)],
    chart: (report) => ({
      title: 'Orders by order type',
      description: report.by_order_type.map((row) => `${orderTypeLabel(row.order_type)}: ${formatCount(row.orders)}`).join(', '),
      rows: report.by_order_type,
      label: (row) => orderTypeLabel(row.order_type),
      value: (row) => row.orders,
      format: formatCount,
      valueName: 'Orders',
    }),
  }),
  entry('by_usage_type', {
    title: 'By usage type',
    description: 'Medical and adult-use orders.',
    columns: [{ label: 'Usage type', cell: (row) => usageLabel(row.usage_type) }, counted('Orders', (row) => row.orders), cents('Sales', (row) => row.sales_cents)],
  }),
  entry('top_products', {
    title: 'Top products',
    description: 'Item sales: line totals after item specials, before cart discounts and tax.',
    columns: [{ label: 'Product', cell: (row) => row.name }, { label: 'Brand', cell: (row) => row.brand }, { label: 'Category', cell: (row) => categoryText(row.category) }, counted('Units', (row) => row.units), cents('Item sales', (row) => row.sales_cents)],
  }),
  entry('top_categories', {
    title: 'Top categories',
    description: 'Item sales by category.',
    columns: [{ label: 'Category', cell: (row) => categoryText(row.category) }, counted('Units', (row) => row.units), cents('Item sales', (row) => row.sales_cents)],
  }),
  entry('discounts', {
    title: 'Specials and promo codes',
    description: 'What each special, promo code and discount took off the orders: its cost.',
    empty: 'No discounts were given in this range.',
    columns: [
      { label: 'Kind', cell: (row) => DISCOUNT_KIND_LABELS[row.kind] },
      { label: 'Special', cell: (row) => row.title },
      { label: 'Code', cell: (row) => row.code ?? '' },
      counted('Orders', (row) => row.orders),
      cents('Cost', (row) => row.discount_cents),
    ],
  }),
  entry('timings', {
    title: 'Time to ready and picked up',
    description: 'From placing the order, as the status history records it: the median and the time 9 in 10 orders beat.',
    columns: [
      { label: 'Step', cell: (row) => STEP_LABELS[row.step] },
      counted('Orders', (row) => row.orders),
      { label: 'Median', cell: (row) => formatDuration(row.median_seconds), numeric: true },
      { label: '90th percentile', cell: (row) => formatDuration(row.p90_seconds), numeric: true },
    ],
  }),
  entry('stopped', {
    title: 'Cancellations and rejections',
    description: 'Who stopped each order, the reason staff gave and the status it had reached.',
    empty: 'No orders were cancelled or rejected in this range.',
    columns: [
      { label: 'Outcome', cell: (row) => (row.outcome === 'cancelled' ? 'Cancelled' : 'Rejected') },
      { label: 'By', cell: (row) => (row.stopped_by === 'customer' ? 'Customer' : 'Staff') },
      { label: 'Reason', cell: (row) => orderStopLabel(row.reason, row.stopped_by) },
      { label: 'From status', cell: (row) => STATUS_LABELS[row.from_status] ?? row.from_status },
      counted('Orders', (row) => row.orders),
      cents('Value', (row) => row.value_cents),
    ],
  }),
  entry('points', {
    title: 'Rewards points',
    description: "Points of the range's orders: credited when an order is finished.",
    columns: [{ label: 'Kind', cell: (row) => POINT_KIND_LABELS[row.kind] }, counted('Orders', (row) => row.orders), counted('Points', (row) => row.points)],
  }),
];

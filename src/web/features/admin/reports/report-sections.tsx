import type { Report, ReportTable } from '@/api/admin-reports';
import { formatCents } from '@/domain/money';
import { ReportBarChart } from './report-bar-chart';
import {
  DISCOUNT_KIND_LABELS,
  formatCount,
  formatDay,
  formatDuration,
  formatHour,
  orderTypeLabel,
  POINT_KIND_LABELS,
  STATUS_LABELS,
  STEP_LABELS,
  usageLabel,
} from './report-format';
import { ReportSection, type ReportColumn } from './report-section';

type Row<Table extends ReportTable> = Report[Table][number];
const money = (cents: number) => formatCents(cents);
const dollars = (value: number) => formatCents(Math.round(value * 100));
const counted = <R,>(label: string, value: (row: R) => number): ReportColumn<R> => ({ label, cell: (row) => formatCount(value(row)), numeric: true });
const cents = <R,>(label: string, value: (row: R) => number): ReportColumn<R> => ({ label, cell: (row) => money(value(row)), numeric: true });

/** Every table of a report, in the order a person reads the store's numbers; charts where looking beats reading. */
export function ReportSections({ report, onDownload, downloading }: { report: Report; onDownload: (table: ReportTable) => void; downloading: ReadonlySet<ReportTable> }) {
  const shared = { onDownload, empty: 'No orders in this range.' };
  const busy = (table: ReportTable) => downloading.has(table);
  const peak = report.by_hour.reduce((best, row) => (row.orders > best.orders ? row : best), report.by_hour[0]!);
  return (
    <>
      <ReportSection<Row<'by_day'>>
        {...shared}
        table="by_day"
        title="Sales by day"
        description="Orders placed each store day and the grand totals of those not cancelled or rejected. The table lists the days with orders; the chart and the CSV every day."
        downloading={busy('by_day')}
        rows={report.by_day.filter((row) => row.orders > 0 || row.cancelled > 0)}
        chart={
          <ReportBarChart
            title="Sales by day"
            description={`Sales of ${money(report.totals.sales_cents)} over ${report.by_day.length} ${report.by_day.length === 1 ? 'day' : 'days'}; each day's figure is in the table below.`}
            rows={report.by_day}
            label={(row) => formatDay(row.date)}
            value={(row) => row.sales_cents / 100}
            format={dollars}
            valueName="Sales"
          />
        }
        tableColumns={[{ label: 'Day', cell: (row) => row.date }, counted('Orders', (row) => row.orders), cents('Sales', (row) => row.sales_cents), counted('Cancelled or rejected', (row) => row.cancelled)]}
      />
      <ReportSection<Row<'by_hour'>>
        {...shared}
        table="by_hour"
        title="Orders by hour of day"
        description="When orders are placed, on the store's clock. The table lists the hours with orders; the chart and the CSV every hour."
        downloading={busy('by_hour')}
        rows={report.by_hour.filter((row) => row.orders > 0)}
        chart={
          <ReportBarChart
            title="Orders by hour of day"
            description={peak.orders > 0 ? `The busiest hour is ${formatHour(peak.hour)} with ${formatCount(peak.orders)} orders; every hour is in the table below.` : 'No orders in this range.'}
            rows={report.by_hour}
            label={(row) => formatHour(row.hour)}
            value={(row) => row.orders}
            format={formatCount}
            valueName="Orders"
          />
        }
        tableColumns={[{ label: 'Hour', cell: (row) => formatHour(row.hour) }, counted('Orders', (row) => row.orders), cents('Sales', (row) => row.sales_cents)]}
      />
      <ReportSection<Row<'by_order_type'>>
        {...shared}
        table="by_order_type"
        title="By order type"
        description="Pickup, curbside, in-store check-in and delivery."
        downloading={busy('by_order_type')}
        rows={report.by_order_type}
        chart={
          <ReportBarChart
            title="Orders by order type"
            description={report.by_order_type.map((row) => `${orderTypeLabel(row.order_type)}: ${formatCount(row.orders)}`).join(', ')}
            rows={report.by_order_type}
            label={(row) => orderTypeLabel(row.order_type)}
            value={(row) => row.orders}
            format={formatCount}
            valueName="Orders"
          />
        }
        tableColumns={[{ label: 'Order type', cell: (row) => orderTypeLabel(row.order_type) }, counted('Orders', (row) => row.orders), cents('Sales', (row) => row.sales_cents)]}
      />
      <ReportSection<Row<'by_usage_type'>>
        {...shared}
        table="by_usage_type"
        title="By usage type"
        description="Medical and adult-use orders."
        downloading={busy('by_usage_type')}
        rows={report.by_usage_type}
        tableColumns={[{ label: 'Usage type', cell: (row) => usageLabel(row.usage_type) }, counted('Orders', (row) => row.orders), cents('Sales', (row) => row.sales_cents)]}
      />
      <ReportSection<Row<'top_products'>>
        {...shared}
        table="top_products"
        title="Top products"
        description="Item sales: line totals after item specials, before cart discounts and tax."
        downloading={busy('top_products')}
        rows={report.top_products}
        tableColumns={[{ label: 'Product', cell: (row) => row.name }, { label: 'Brand', cell: (row) => row.brand }, { label: 'Category', cell: (row) => row.category }, counted('Units', (row) => row.units), cents('Item sales', (row) => row.sales_cents)]}
      />
      <ReportSection<Row<'top_categories'>>
        {...shared}
        table="top_categories"
        title="Top categories"
        description="Item sales by category."
        downloading={busy('top_categories')}
        rows={report.top_categories}
        tableColumns={[{ label: 'Category', cell: (row) => row.category }, counted('Units', (row) => row.units), cents('Item sales', (row) => row.sales_cents)]}
      />
      <ReportSection<Row<'discounts'>>
        {...shared}
        table="discounts"
        title="Specials and promo codes"
        description="What each special, promo code and discount took off the orders: its cost."
        empty="No discounts were given in this range."
        downloading={busy('discounts')}
        rows={report.discounts}
        tableColumns={[
          { label: 'Kind', cell: (row) => DISCOUNT_KIND_LABELS[row.kind] },
          { label: 'Special', cell: (row) => row.title },
          { label: 'Code', cell: (row) => row.code ?? '' },
          counted('Orders', (row) => row.orders),
          cents('Cost', (row) => row.discount_cents),
        ]}
      />
      <ReportSection<Row<'timings'>>
        {...shared}
        table="timings"
        title="Time to ready and picked up"
        description="From placing the order, as the status history records it: the median and the time 9 in 10 orders beat."
        downloading={busy('timings')}
        rows={report.timings}
        tableColumns={[
          { label: 'Step', cell: (row) => STEP_LABELS[row.step] },
          counted('Orders', (row) => row.orders),
          { label: 'Median', cell: (row) => formatDuration(row.median_seconds), numeric: true },
          { label: '90th percentile', cell: (row) => formatDuration(row.p90_seconds), numeric: true },
        ]}
      />
      <ReportSection<Row<'stopped'>>
        {...shared}
        table="stopped"
        title="Cancellations and rejections"
        description="Who stopped each order and the status it had reached."
        empty="No orders were cancelled or rejected in this range."
        downloading={busy('stopped')}
        rows={report.stopped}
        tableColumns={[
          { label: 'Outcome', cell: (row) => (row.outcome === 'cancelled' ? 'Cancelled' : 'Rejected') },
          { label: 'By', cell: (row) => (row.stopped_by === 'customer' ? 'Customer' : 'Staff') },
          { label: 'From status', cell: (row) => STATUS_LABELS[row.from_status] ?? row.from_status },
          counted('Orders', (row) => row.orders),
          cents('Value', (row) => row.value_cents),
        ]}
      />
      <ReportSection<Row<'points'>>
        {...shared}
        table="points"
        title="Rewards points"
        description="Points of the range's orders: credited when an order is finished."
        downloading={busy('points')}
        rows={report.points}
        tableColumns={[{ label: 'Kind', cell: (row) => POINT_KIND_LABELS[row.kind] }, counted('Orders', (row) => row.orders), counted('Points', (row) => row.points)]}
      />
    </>
  );
}

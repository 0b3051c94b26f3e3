import type { Report, ReportTable } from '@/api/admin-reports';
import { guardFormula, writeCsv } from '@/domain/csv';
import { dollarsText } from '@/domain/dollars-input';
import { orderStopLabel } from '@/domain/order-stop-reasons';

/**
 * A report table as CSV (README "Reports"): money in dollars with two decimals written from the
 * integer cents, counts as integers, and every text cell guarded against spreadsheet formulas the
 * way the catalog export guards its own (src/domain/csv.ts).
 */
type Cell = string | number | null;
type Column<Row> = [header: string, value: (row: Row) => Cell, money?: 'money'];
type Rows<Table extends ReportTable> = Report[Table] extends readonly (infer Row)[] ? Row : never;

const money = (cents: number | null) => (cents === null ? '' : dollarsText(cents));

const COLUMNS: { [Table in ReportTable]: Column<Rows<Table>>[] } = {
  by_day: [['date', (row) => row.date], ['orders', (row) => row.orders], ['sales', (row) => row.sales_cents, 'money'], ['cancelled_or_rejected', (row) => row.cancelled]],
  by_hour: [['hour', (row) => row.hour], ['orders', (row) => row.orders], ['sales', (row) => row.sales_cents, 'money']],
  by_order_type: [['order_type', (row) => row.order_type], ['orders', (row) => row.orders], ['sales', (row) => row.sales_cents, 'money']],
  by_usage_type: [['usage_type', (row) => row.usage_type], ['orders', (row) => row.orders], ['sales', (row) => row.sales_cents, 'money']],
  top_products: [
    ['inventory_id', (row) => row.inventory_id],
    ['name', (row) => row.name],
    ['brand', (row) => row.brand],
    ['category', (row) => row.category],
    ['units', (row) => row.units],
    ['item_sales', (row) => row.sales_cents, 'money'],
  ],
  top_categories: [['category', (row) => row.category], ['units', (row) => row.units], ['item_sales', (row) => row.sales_cents, 'money']],
  discounts: [
    ['kind', (row) => row.kind],
    ['special_id', (row) => row.special_id],
    ['title', (row) => row.title],
    ['code', (row) => row.code],
    ['orders', (row) => row.orders],
    ['discount', (row) => row.discount_cents, 'money'],
  ],
  timings: [['step', (row) => row.step], ['orders', (row) => row.orders], ['median_seconds', (row) => row.median_seconds], ['p90_seconds', (row) => row.p90_seconds]],
  stopped: [
    ['outcome', (row) => row.outcome],
    ['stopped_by', (row) => row.stopped_by],
    ['reason', (row) => orderStopLabel(row.reason, row.stopped_by)],
    ['from_status', (row) => row.from_status],
    ['orders', (row) => row.orders],
    ['value', (row) => row.value_cents, 'money'],
  ],
  points: [['kind', (row) => row.kind], ['orders', (row) => row.orders], ['points', (row) => row.points]],
};

function cellText<Row>([, value, kind]: Column<Row>, row: Row): string {
  const cell = value(row);
  if (kind === 'money') return money(cell as number | null);
  if (cell === null) return '';
  return typeof cell === 'number' ? String(cell) : guardFormula(cell);
}

export function reportTableCsv<Table extends ReportTable>(report: Report, table: Table): string {
  const columns = COLUMNS[table] as Column<Rows<Table>>[];
  const rows = report[table] as unknown as readonly Rows<Table>[];
  return writeCsv([columns.map(([header]) => header), ...rows.map((row) => columns.map((column) => cellText(column, row)))]);
}

/** The download's name: one store's slug (or "all-stores"), the range and the table. */
export function reportFileName(report: Report, table: ReportTable, storeSlug: string | undefined): string {
  return `${storeSlug ?? 'all-stores'}-${report.from}-to-${report.to}-${table.replace(/_/g, '-')}.csv`;
}

import type { Category, StrainType } from './categories';
import { guardFormula, parseCsv, unguardFormula, writeCsv } from './csv';
import { formatRowValue, readRowField, type RowFieldProblem } from './inventory-row-fields';
import type { UsageType } from './usage-type';

/**
 * The import, export and feed row format (README "Import and export", "The point-of-sale feed"):
 * one row per item and usage type. `sku` is the item's batch inventory id, unique within a store;
 * `store` is the store's slug. CSV has these columns (a header row first, any order); JSON has the
 * same names as keys. Prices are dollars with cents ("35.00"; empty: not offered for that usage
 * type), quantities the sellable units, tags separated by ';', hidden true/false.
 */
export const INVENTORY_ROW_FIELDS = [
  'sku',
  'store',
  'usage_type',
  'name',
  'brand',
  'category',
  'sub_category',
  'size',
  'price',
  'quantity',
  'thc',
  'thca',
  'cbd',
  'cbda',
  'cbn',
  'cbg',
  'potency_unit',
  'strain_type',
  'strain',
  'description',
  'tags',
  'hidden',
] as const;
export type InventoryRowField = (typeof INVENTORY_ROW_FIELDS)[number];

/** Columns a full row must have; a missing optional column reads as empty. */
export const REQUIRED_ROW_FIELDS = ['sku', 'store', 'usage_type', 'name', 'brand', 'category', 'price', 'quantity'] as const satisfies readonly InventoryRowField[];
/** The columns of a quantity-only update (the feed's PATCH). */
export const QUANTITY_ROW_FIELDS = ['sku', 'store', 'usage_type', 'quantity'] as const satisfies readonly InventoryRowField[];

export const POTENCY_FIELDS = ['thc', 'thca', 'cbd', 'cbda', 'cbn', 'cbg'] as const;
export type PotencyField = (typeof POTENCY_FIELDS)[number];

/** Fields an item keeps once for both usage types: its med and rec rows must agree on them. */
export const SHARED_ROW_FIELDS = [
  'name',
  'brand',
  'category',
  'sub_category',
  'size',
  ...POTENCY_FIELDS,
  'potency_unit',
  'strain_type',
  'strain',
  'description',
  'tags',
] as const satisfies readonly InventoryRowField[];

/** A row once read and checked; `price_cents` null is "not offered for this usage type". */
export interface InventoryRow extends Record<PotencyField, number | null> {
  sku: string;
  store: string;
  usage_type: UsageType;
  name: string;
  brand: string;
  category: Category;
  sub_category: string;
  size: string;
  price_cents: number | null;
  quantity: number;
  potency_unit: '%' | 'mg';
  strain_type: StrainType | null;
  strain: string | null;
  description: string;
  tags: string[];
  hidden: boolean;
}

/** A quantity-only row (the feed's PATCH). */
export type QuantityRow = Pick<InventoryRow, 'sku' | 'store' | 'usage_type' | 'quantity'>;

/** A row's problem: `row` counts data rows from 1 (a CSV's header is not counted), `field` names the column. */
export interface RowError {
  row: number;
  field: string;
  message: string;
}

export type RowKind = 'full' | 'quantity';

/** The most rows one import or feed call takes (a 20,000-item store with room to spare). */
export const MAX_INVENTORY_ROWS = 25_000;

export const ROW_MESSAGES = {
  tooManyRows: `At most ${MAX_INVENTORY_ROWS} rows in one file`,
  noRows: 'The file has no rows',
  missingColumn: (field: string) => `The column ${field} is missing`,
  unknownColumn: (field: string) => `Unknown column ${field}`,
  duplicate: (first: number) => `The same sku, store and usage type as row ${first}`,
  disagrees: (first: number) => `Differs from row ${first} of the same sku (the other usage type)`,
  notAnObject: 'A row must be an object of fields',
  missingKey: (field: string) => `This row has no ${field}: every row must have the keys the other rows have (null or "" for empty)`,
  fieldCount: (row: number, fields: number, header: number) => `Row ${row} has ${fields} fields; the header has ${header}`,
} as const;

/** A CSV data row that could not be read as a row (its error is reported already): skipped, keeping the numbering. */
export const UNREADABLE_ROW: unique symbol = Symbol('unreadable row');

/**
 * Raw records from CSV text: the header names the columns. File-level problems come back as row 0
 * errors; a data row with another number of fields than the header is that row's error (its fields
 * would land in the wrong columns) and stays in the list as UNREADABLE_ROW, so rows keep their numbers.
 */
export function recordsFromCsv(text: string): { records: (Record<string, unknown> | typeof UNREADABLE_ROW)[]; errors: RowError[] } {
  const parsed = parseCsv(text);
  if (!parsed.ok) return { records: [], errors: [{ row: 0, field: '_', message: `Line ${parsed.line}: ${parsed.message}` }] };
  const [header, ...body] = parsed.records;
  if (!header) return { records: [], errors: [{ row: 0, field: '_', message: ROW_MESSAGES.noRows }] };
  const columns = header.map((name) => name.trim().toLowerCase());
  const errors: RowError[] = [];
  const records = body.map((values, index) => {
    if (values.length !== columns.length) {
      errors.push({ row: index + 1, field: '_', message: ROW_MESSAGES.fieldCount(index + 1, values.length, columns.length) });
      return UNREADABLE_ROW;
    }
    return Object.fromEntries(columns.map((column, at) => [column, unescapeCsvText(column, values[at]!)]));
  });
  return { records, errors };
}

/** Column problems of a file: required columns missing, unknown columns (typos would silently clear fields). */
function columnErrors(columns: readonly string[], kind: RowKind): RowError[] {
  const known: readonly string[] = kind === 'full' ? INVENTORY_ROW_FIELDS : QUANTITY_ROW_FIELDS;
  const required: readonly string[] = kind === 'full' ? REQUIRED_ROW_FIELDS : QUANTITY_ROW_FIELDS;
  const present = new Set(columns);
  return [
    ...required.filter((field) => !present.has(field)).map((field) => ({ row: 0, field, message: ROW_MESSAGES.missingColumn(field) })),
    ...columns.filter((column) => !known.includes(column)).map((field) => ({ row: 0, field, message: ROW_MESSAGES.unknownColumn(field) })),
  ];
}

const isRecord = (record: unknown): record is Record<string, unknown> => !!record && typeof record === 'object' && !Array.isArray(record);

export interface ReadRows<Row> {
  rows: { row: number; value: Row }[];
  errors: RowError[];
}

/**
 * Checks raw records (from CSV or JSON) as rows of `kind`: every field of every row, then duplicates
 * (the same sku, store and usage type twice) and the two usage types' rows of one sku disagreeing on
 * a shared field. Every problem is reported with its row and field; good rows come back parsed.
 */
export function readInventoryRows(records: readonly unknown[], kind: 'full'): ReadRows<InventoryRow>;
export function readInventoryRows(records: readonly unknown[], kind: 'quantity'): ReadRows<QuantityRow>;
export function readInventoryRows(records: readonly unknown[], kind: RowKind): ReadRows<InventoryRow | QuantityRow> {
  if (!records.length) return { rows: [], errors: [{ row: 0, field: '_', message: ROW_MESSAGES.noRows }] };
  if (records.length > MAX_INVENTORY_ROWS) return { rows: [], errors: [{ row: 0, field: '_', message: ROW_MESSAGES.tooManyRows }] };
  // Every row was refused as it was read (recordsFromCsv said why): no row is left to name the columns.
  if (records.every((record) => record === UNREADABLE_ROW)) return { rows: [], errors: [] };
  const columns = new Set<string>();
  for (const record of records) if (isRecord(record)) for (const key of Object.keys(record)) columns.add(key);
  const fileErrors = columnErrors([...columns], kind);
  if (fileErrors.length) return { rows: [], errors: fileErrors };
  const fields: readonly InventoryRowField[] = kind === 'full' ? INVENTORY_ROW_FIELDS : QUANTITY_ROW_FIELDS;
  const rows: { row: number; value: InventoryRow | QuantityRow }[] = [];
  const errors: RowError[] = [];
  const seen = new Map<string, { row: number; value: InventoryRow | QuantityRow }>();
  records.forEach((record, index) => {
    const row = index + 1;
    if (record === UNREADABLE_ROW) return;
    if (!isRecord(record)) {
      errors.push({ row, field: '_', message: ROW_MESSAGES.notAnObject });
      return;
    }
    // A JSON row is read like a CSV row: the keys of all rows are the file's columns, and a key left
    // out of one row is that row's error, not an empty value (no price would take the item off sale).
    const missing = fields.filter((field) => columns.has(field) && !Object.hasOwn(record, field));
    if (missing.length) {
      errors.push(...missing.map((field) => ({ row, field, message: ROW_MESSAGES.missingKey(field) })));
      return;
    }
    const value: Record<string, unknown> = {};
    const problems: RowFieldProblem[] = [];
    for (const field of fields) {
      const read = readRowField(field, record[field]);
      if (read.ok) value[field === 'price' ? 'price_cents' : field] = read.value;
      else problems.push({ field, message: read.message });
    }
    if (problems.length) {
      errors.push(...problems.map((problem) => ({ row, ...problem })));
      return;
    }
    const parsed = value as unknown as InventoryRow | QuantityRow;
    const key = `${parsed.store}\u0001${parsed.sku}`;
    const twin = seen.get(`${key}\u0001${parsed.usage_type}`) ?? seen.get(key);
    if (twin && twin.value.usage_type === parsed.usage_type) {
      errors.push({ row, field: 'sku', message: ROW_MESSAGES.duplicate(twin.row) });
      return;
    }
    if (twin && kind === 'full') {
      const differing = SHARED_ROW_FIELDS.find((field) => JSON.stringify((twin.value as InventoryRow)[field]) !== JSON.stringify((parsed as InventoryRow)[field]));
      if (differing) {
        errors.push({ row, field: differing, message: ROW_MESSAGES.disagrees(twin.row) });
        return;
      }
    }
    const entry = { row, value: parsed };
    seen.set(`${key}\u0001${parsed.usage_type}`, entry);
    if (!seen.has(key)) seen.set(key, entry);
    rows.push(entry);
  });
  return { rows, errors };
}

/** A row as the JSON form writes it: price as "35.00" or null, tags as a list. */
export function inventoryRowJson(row: InventoryRow): Record<InventoryRowField, unknown> {
  const json = {} as Record<InventoryRowField, unknown>;
  for (const field of INVENTORY_ROW_FIELDS) json[field] = field === 'price' ? formatRowValue('price', row.price_cents) : field === 'tags' ? [...row.tags] : row[field];
  return json;
}

/** The free-text columns: the ones a CSV guards against spreadsheet formulas (src/domain/csv.ts). */
const TEXT_COLUMNS: ReadonlySet<string> = new Set<InventoryRowField>(['sku', 'store', 'name', 'brand', 'sub_category', 'size', 'strain', 'description', 'tags']);

/** A CSV cell as read: a text column's formula guard (one leading ') taken away. */
function unescapeCsvText(column: string, value: string): string {
  return TEXT_COLUMNS.has(column) ? unguardFormula(value) : value;
}

/**
 * Rows of the JSON form (the JSON export's, or any objects of the format) as CSV text with the header,
 * in the documented column order: null is empty, tags are joined by ';', and text cells are guarded
 * against spreadsheet formulas. The one CSV writer of the format, for the server's export and the
 * console's download alike.
 */
export function inventoryJsonRowsCsv(rows: readonly Record<string, unknown>[]): string {
  const cell = (field: InventoryRowField, value: unknown) => {
    const text = value === null || value === undefined ? '' : Array.isArray(value) ? value.join(';') : String(value);
    return TEXT_COLUMNS.has(field) ? guardFormula(text) : text;
  };
  return writeCsv([[...INVENTORY_ROW_FIELDS], ...rows.map((row) => INVENTORY_ROW_FIELDS.map((field) => cell(field, row[field])))]);
}

/** Rows as CSV text with the header, in the documented column order; text cells guarded against formulas. */
export function inventoryRowsCsv(rows: readonly InventoryRow[]): string {
  return inventoryJsonRowsCsv(rows.map(inventoryRowJson));
}

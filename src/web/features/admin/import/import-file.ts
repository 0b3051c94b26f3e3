import { parseCsv, writeCsv } from '@/domain/csv';
import { INVENTORY_ROW_FIELDS } from '@/domain/inventory-rows';

export type ReadFile = { ok: true; rows: Record<string, unknown>[] } | { ok: false; message: string };

/**
 * A picked file as the import's rows (README "Import and export"): CSV (a header row, then one row
 * per item) or JSON ({ rows } or a bare list). The server checks every row; this only reads the file.
 */
export function readImportFile(name: string, text: string): ReadFile {
  if (/\.json$/i.test(name)) {
    try {
      const data: unknown = JSON.parse(text);
      const rows = Array.isArray(data) ? data : (data as { rows?: unknown })?.rows;
      return Array.isArray(rows) ? { ok: true, rows: rows as Record<string, unknown>[] } : { ok: false, message: 'The JSON file needs { "rows": [ ... ] }.' };
    } catch {
      return { ok: false, message: 'This file is not valid JSON.' };
    }
  }
  const parsed = parseCsv(text);
  if (!parsed.ok) return { ok: false, message: `Line ${parsed.line}: ${parsed.message}` };
  const [header, ...records] = parsed.records;
  if (!header) return { ok: false, message: 'The file is empty.' };
  const names = header.map((cell) => cell.trim());
  return { ok: true, rows: records.map((record) => Object.fromEntries(names.map((field, index) => [field, record[index] ?? '']))) };
}

/** The JSON export's rows as the CSV export writes them: the documented columns, in order. */
export function rowsToCsv(rows: readonly Record<string, unknown>[]): string {
  const cell = (value: unknown) => (value === null || value === undefined ? '' : Array.isArray(value) ? value.join(';') : String(value));
  return writeCsv([[...INVENTORY_ROW_FIELDS], ...rows.map((row) => INVENTORY_ROW_FIELDS.map((field) => cell(row[field])))]);
}

/**
 * CSV as RFC 4180 writes it (README "Import and export"): fields separated by commas, records by
 * CRLF or LF, a field in double quotes may hold commas, line breaks and doubled quotes. A leading
 * byte-order mark (spreadsheets add one) is ignored. Pure: no I/O.
 */

export type CsvParse = { ok: true; records: string[][] } | { ok: false; line: number; message: string };

/** Splits CSV text into records of fields; blank lines are skipped. Fields are sliced, not built a character at a time. */
export function parseCsv(text: string): CsvParse {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: string[][] = [];
  const special = /[",\r\n]/g;
  let record: string[] = [];
  let line = 1;
  let index = 0;
  const endRecord = () => {
    if (!(record.length === 1 && record[0] === '')) records.push(record);
    record = [];
  };
  while (index <= source.length) {
    if (source[index] === '"') {
      // A quoted field: up to the quote that is not doubled; it must end the field.
      let value = '';
      let from = index + 1;
      for (;;) {
        const quote = source.indexOf('"', from);
        if (quote < 0) return { ok: false, line, message: 'A quoted field is not closed' };
        value += source.slice(from, quote);
        if (source[quote + 1] === '"') {
          value += '"';
          from = quote + 2;
          continue;
        }
        index = quote + 1;
        break;
      }
      line += value.split('\n').length - 1;
      record.push(value);
      const next = source[index];
      if (next !== undefined && next !== ',' && next !== '\n' && next !== '\r') return { ok: false, line, message: 'A closing quote must end its field' };
    } else {
      special.lastIndex = index;
      const match = special.exec(source);
      const stop = match ? match.index : source.length;
      if (match && match[0] === '"') return { ok: false, line, message: 'A quote inside a field must be in a quoted field, doubled' };
      record.push(source.slice(index, stop));
      index = stop;
    }
    const separator = source[index];
    if (separator === ',') {
      index += 1;
      continue;
    }
    endRecord();
    if (separator === undefined) break;
    index += separator === '\r' && source[index + 1] === '\n' ? 2 : 1;
    line += 1;
    if (index === source.length) break;
  }
  return { ok: true, records };
}

/** Quotes a field only when it must: it holds a comma, a quote, a line break or leading/trailing space. */
export function csvField(value: string): string {
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Records to CSV text, CRLF line ends as RFC 4180 asks, ending with a line break. */
export function writeCsv(records: readonly (readonly string[])[]): string {
  return records.map((record) => record.map(csvField).join(',')).join('\r\n') + (records.length ? '\r\n' : '');
}

/**
 * Spreadsheet formula injection (README "Import and export"): a text cell starting with = + - @, a
 * tab or a carriage return may run as a formula when the file is opened in a spreadsheet. Export
 * writes such a text cell with one leading ' (a spreadsheet shows the text as is), and import takes
 * exactly that one ' away again, so export then import leaves the text unchanged (a text that itself
 * starts with ' then one of those gets one more ', for the same reason). Numbers are never prefixed.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
/** Text that reads as a guarded cell: quotes, then a formula start. Guarded again, it keeps its own quotes. */
const GUARDED_LOOK = /^'+[=+\-@\t\r]/;

export function guardFormula(text: string): string {
  return FORMULA_START.test(text) || GUARDED_LOOK.test(text) ? `'${text}` : text;
}

export function unguardFormula(text: string): string {
  return GUARDED_LOOK.test(text) ? text.slice(1) : text;
}

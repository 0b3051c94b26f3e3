/**
 * CSV as RFC 4180 writes it (README "Import and export"): fields separated by commas, records by
 * CRLF or LF, a field in double quotes may hold commas, line breaks and doubled quotes. A leading
 * byte-order mark (spreadsheets add one) is ignored. Pure: no I/O.
 */

export type CsvParse = { ok: true; records: string[][] } | { ok: false; line: number; message: string };

/** Splits CSV text into records of fields; blank lines are skipped. */
export function parseCsv(text: string): CsvParse {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let fieldStarted = false;
  let line = 1;
  const endField = () => {
    record.push(field);
    field = '';
    fieldStarted = false;
  };
  const endRecord = () => {
    endField();
    if (!(record.length === 1 && record[0] === '')) records.push(record);
    record = [];
  };
  for (let index = 0; index < source.length; index += 1) {
    const character = source[index]!;
    if (quoted) {
      if (character === '"') {
        if (source[index + 1] === '"') {
          field += '"';
          index += 1;
        } else {
          quoted = false;
          const next = source[index + 1];
          if (next !== undefined && next !== ',' && next !== '\n' && next !== '\r') {
            return { ok: false, line, message: 'A closing quote must end its field' };
          }
        }
      } else {
        if (character === '\n') line += 1;
        field += character;
      }
      continue;
    }
    if (character === '"' && !fieldStarted) {
      quoted = true;
      fieldStarted = true;
    } else if (character === ',') {
      endField();
    } else if (character === '\r' || character === '\n') {
      if (character === '\r' && source[index + 1] === '\n') index += 1;
      endRecord();
      line += 1;
    } else if (character === '"') {
      return { ok: false, line, message: 'A quote inside a field must be in a quoted field, doubled' };
    } else {
      field += character;
      fieldStarted = true;
    }
  }
  if (quoted) return { ok: false, line, message: 'A quoted field is not closed' };
  if (field !== '' || record.length) endRecord();
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

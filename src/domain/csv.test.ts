import { describe, expect, it } from 'vitest';
import { parseCsv, writeCsv } from './csv';

describe('CSV (RFC 4180, README "Import and export")', () => {
  it('reads quoted commas, doubled quotes and line breaks inside fields, CRLF and a byte-order mark', () => {
    const text = '\ufeffsku,description\r\nA1,"Sweet, ""sticky""\r\nand loud"\r\nB2,plain\r\n';
    expect(parseCsv(text)).toEqual({ ok: true, records: [['sku', 'description'], ['A1', 'Sweet, "sticky"\r\nand loud'], ['B2', 'plain']] });
  });

  it('keeps empty fields and skips blank lines, with or without a final line break', () => {
    expect(parseCsv('a,,c\n\nd,e,')).toEqual({ ok: true, records: [['a', '', 'c'], ['d', 'e', '']] });
  });

  it('names the line of a quote left open or stray', () => {
    expect(parseCsv('a\n"open')).toEqual({ ok: false, line: 2, message: 'A quoted field is not closed' });
    expect(parseCsv('a\nb"c')).toMatchObject({ ok: false, line: 2 });
    expect(parseCsv('"a"b')).toMatchObject({ ok: false, line: 1 });
  });

  it('writes what it reads back unchanged', () => {
    const records = [['sku', 'name'], ['x', 'Comma, "quote"\nline'], ['y', ' padded ']];
    const written = writeCsv(records);
    expect(written).toBe('sku,name\r\nx,"Comma, ""quote""\nline"\r\ny," padded "\r\n');
    expect(parseCsv(written)).toEqual({ ok: true, records });
  });
});

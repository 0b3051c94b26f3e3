/** A Markdown table with padded columns; columns align right unless marked 'l'. */
export function table(header: string[], rows: (string | number)[][], align?: ('l' | 'r')[]): string {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, index) => Math.max(...cells.map((row) => (row[index] ?? '').length)));
  const line = (row: string[]) => `| ${row.map((cell, index) => ((align?.[index] ?? 'r') === 'l' ? cell.padEnd(widths[index] ?? 0) : cell.padStart(widths[index] ?? 0))).join(' | ')} |`;
  const rule = `|${widths.map((width, index) => ((align?.[index] ?? 'r') === 'l' ? `:${'-'.repeat(width + 1)}` : `${'-'.repeat(width + 1)}:`)).join('|')}|`;
  return [line(header), rule, ...cells.slice(1).map(line)].join('\n');
}

import { useId, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import type { ReportTable } from '@/api/admin-reports';
import { Button } from '@/web/ui/button';
import { muted, sectionTitle } from '@/web/ui/page-styles';
import { headerCell } from '../components/sortable-header';
import { table as tableStyle, tableScroll } from '../components/table-styles';

export interface ReportColumn<Row> {
  label: string;
  cell: (row: Row) => string;
  numeric?: boolean;
}

export interface ReportSectionProps<Row> {
  table: ReportTable;
  title: string;
  description: string;
  /** Not `columns`: Panda reads a JSX prop named after a CSS property as a style. */
  tableColumns: readonly ReportColumn<Row>[];
  rows: readonly Row[];
  empty: string;
  /** A chart of the same rows, above the table that holds its figures. */
  chart?: ReactNode;
  onDownload: (table: ReportTable) => void;
  downloading: boolean;
}

const numeric = css({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });

/** One report table under its heading (and chart), with its CSV download. */
export function ReportSection<Row>({ table, title, description, tableColumns: columns, rows, empty, chart, onDownload, downloading }: ReportSectionProps<Row>) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={css({ display: 'flex', flexDirection: 'column', gap: '3', minW: '0' })}>
      <div className={css({ display: 'flex', gap: '3', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' })}>
        <h2 id={titleId} className={sectionTitle}>
          {title}
        </h2>
        <Button size="sm" variant="outline" loading={downloading} loadingText="Downloading" onClick={() => onDownload(table)} aria-label={`Download ${title} as CSV`}>
          Download CSV
        </Button>
      </div>
      <p className={muted}>{description}</p>
      {chart}
      {rows.length === 0 ? (
        <p className={muted}>{empty}</p>
      ) : (
        <div className={tableScroll}>
          <table className={tableStyle}>
            <caption className={css({ srOnly: true })}>{title}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.label} scope="col" className={column.numeric ? `${headerCell} ${numeric}` : headerCell}>
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={index}>
                  {columns.map((column) => (
                    <td key={column.label} className={column.numeric ? numeric : undefined}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

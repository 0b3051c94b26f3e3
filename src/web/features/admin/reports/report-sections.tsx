import type { Report, ReportTable } from '@/api/admin-reports';
import { ReportBarChart } from './report-bar-chart';
import { ReportSection } from './report-section';
import { REPORT_SECTIONS } from './report-section-list';

/** Every table of a report (report-section-list.ts), each with its chart where it has one and its CSV download. */
export function ReportSections({ report, onDownload, downloading }: { report: Report; onDownload: (table: ReportTable) => void; downloading: ReadonlySet<ReportTable> }) {
  return (
    <>
      {REPORT_SECTIONS.map((section) => (
        <ReportSection<Report[ReportTable][number]>
          key={section.table}
          table={section.table}
          title={section.title}
          description={section.description}
          empty={section.empty ?? 'No orders in this range.'}
          rows={section.rows ? section.rows(report) : report[section.table]}
          tableColumns={section.columns}
          chart={section.chart && <ReportBarChart {...section.chart(report)} />}
          onDownload={onDownload}
          downloading={downloading.has(section.table)}
        />
      ))}
    </>
  );
}

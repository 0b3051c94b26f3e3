import { table } from './markdown-table';
import { SEO_TARGET, type SeoReport, type SeoRun } from './seo';

const scoreCell = (run: SeoRun | undefined) => (!run ? '–' : run.error ? `not measured (${run.error.slice(0, 80)})` : String(run.score ?? '–'));
const failingCell = (run: SeoRun | undefined) => (!run || run.error ? '–' : run.failing.map((finding) => finding.id).join(', ') || 'none');

/** The SEO part's section of the report (tests/bench/seo.ts). */
export function renderSeo(report: SeoReport | undefined): string[] {
  if (!report) return [];
  const out: string[] = [];
  out.push(`## Lighthouse SEO (mobile): home, a product, a store and an article page (issue 22)`);
  out.push('');
  out.push(
    `Lighthouse ${report.lighthouseVersion} in ${report.chromiumVersion ?? 'chromium'}, SEO category only, one run per page and visitor, against the production build served by \`npm start\` on a fresh PGlite (demo seed) at ${report.url || '–'}. ` +
      `Pages from the sitemaps (store \`${report.store ?? '–'}\`). The crawler sends no cookie, so every page but the simple ones is the first-visit page with the age gate over it; ` +
      `the returning shopper has the age, consent, store and usage cookies set in the browser and gets the app.`,
  );
  out.push('');
  const runOf = (page: string, visitor: SeoRun['visitor']) => report.runs.find((run) => run.page === page && run.visitor === visitor);
  out.push(
    table(
      ['page', 'address', 'crawler score', 'crawler: failing audits', 'returning shopper score', 'returning shopper: failing audits'],
      report.pages.map(({ label, page }) => [label, page, scoreCell(runOf(page, 'crawler')), failingCell(runOf(page, 'crawler')), scoreCell(runOf(page, 'returning shopper')), failingCell(runOf(page, 'returning shopper'))]),
      ['l', 'l', 'r', 'l', 'r', 'l'],
    ),
  );
  out.push('');
  const crawler = report.pages.map(({ page }) => runOf(page, 'crawler'));
  const pass = report.pages.length === 4 && crawler.every((run) => run && !run.error && run.score === SEO_TARGET);
  out.push(`**SEO ${SEO_TARGET} on /, a product, a store and an article page, as a crawler sees them: ${pass ? 'PASS' : 'MISS'}** (${report.pages.map(({ label, page }) => `${label} ${runOf(page, 'crawler')?.score ?? '–'}`).join(', ')}).`);
  out.push('');

  // The age gate: what fails for the crawler (gate) and not for the returning shopper (no gate) on the same page.
  const gateOnly = report.pages.flatMap(({ page }) => {
    const first = runOf(page, 'crawler');
    const shopper = runOf(page, 'returning shopper');
    if (!first || !shopper || first.error || shopper.error) return [];
    return first.failing.filter((finding) => !shopper.failing.some((other) => other.id === finding.id)).map((finding) => `${page}: ${finding.id}`);
  });
  out.push(gateOnly.length ? `Failing only behind the age gate (crawler) and not for the returning shopper: ${gateOnly.join('; ')}.` : 'No SEO audit fails behind the age gate that passes without it.');
  out.push('');

  const findings = report.runs.filter((run) => run.failing.length);
  if (findings.length) {
    out.push('Failing audits:');
    out.push('');
    for (const run of findings) {
      for (const finding of run.failing) {
        out.push(`- \`${run.page}\` (${run.visitor}) **${finding.id}**: ${finding.title}${finding.explanation ? ` (${finding.explanation})` : ''}`);
        for (const item of finding.items) out.push(`  - ${item}`);
      }
    }
    out.push('');
  }
  const manual = [...new Set(report.runs.flatMap((run) => run.manual))];
  const notApplicable = [...new Set(report.runs.flatMap((run) => run.notApplicable.map((id) => `${id} (${run.page}, ${run.visitor})`)))];
  if (manual.length) out.push(`Left to a person by Lighthouse: ${manual.join(', ')} (the JSON-LD is validated by page-head.test.ts instead).`);
  if (notApplicable.length) out.push(`Not applicable: ${notApplicable.join('; ')}.`);
  if (manual.length || notApplicable.length) out.push('');
  if (report.htmlReports.length) {
    out.push(`HTML reports: ${report.htmlReports.map((file) => `\`${file}\``).join(', ')}.`);
    out.push('');
  }
  for (const error of report.errors) out.push(`- could not run: ${error.split('\n')[0]}`);
  if (report.errors.length) out.push('');
  return out;
}

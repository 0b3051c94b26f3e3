import { ms, secs } from './format';
import { LIGHTHOUSE_TARGETS, type AuditFinding, type LighthouseReport, type PageMetrics } from './lighthouse-results';
import { table } from './markdown-table';
import { NOISY_PERCENT } from './settings';

/** The report's Lighthouse section: the three targets of README "Performance", then the runs behind them. */

const median = (values: (number | undefined)[]): number | undefined => {
  const sorted = values.filter((value): value is number => value !== undefined && Number.isFinite(value)).sort((a, b) => a - b);
  if (!sorted.length) return undefined;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const cls = (value: number | undefined) => (value === undefined ? '–' : value.toFixed(3));
const verdict = (pass: boolean) => `**${pass ? 'PASS' : 'MISS'}**`;
const metricCells = (metrics: Pick<PageMetrics, 'fcpMs' | 'lcpMs' | 'tbtMs' | 'cls' | 'speedIndexMs'>) => [ms(metrics.fcpMs), ms(metrics.lcpMs), ms(metrics.tbtMs), cls(metrics.cls), ms(metrics.speedIndexMs)];

interface PageSummary {
  page: string;
  runs: number;
  score?: number;
  fcpMs?: number;
  lcpMs?: number;
  tbtMs?: number;
  cls?: number;
  speedIndexMs?: number;
  repeatLcpMs?: number;
  repeatFcpMs?: number;
  repeatTbtMs?: number;
  repeatCls?: number;
  repeatRuns: number;
}

function summarize(report: LighthouseReport): PageSummary[] {
  return report.pages.map((page) => {
    const cold = report.cold.filter((run) => run.page === page && !run.error);
    const repeat = report.repeat.flatMap((run) => run.visits).filter((visit) => visit.page === page && visit.lcpMs !== undefined);
    return {
      page,
      runs: cold.length,
      score: median(cold.map((run) => run.score)),
      fcpMs: median(cold.map((run) => run.fcpMs)),
      lcpMs: median(cold.map((run) => run.lcpMs)),
      tbtMs: median(cold.map((run) => run.tbtMs)),
      cls: median(cold.map((run) => run.cls)),
      speedIndexMs: median(cold.map((run) => run.speedIndexMs)),
      repeatLcpMs: median(repeat.map((visit) => visit.lcpMs)),
      repeatFcpMs: median(repeat.map((visit) => visit.fcpMs)),
      repeatTbtMs: median(repeat.map((visit) => visit.tbtMs)),
      repeatCls: median(repeat.map((visit) => visit.cls)),
      repeatRuns: repeat.length,
    };
  });
}

/** One line per target, for the top of the section (and the console). */
export function lighthouseVerdicts(report: LighthouseReport): string[] {
  const lines: string[] = [];
  for (const page of summarize(report)) {
    lines.push(page.score === undefined
      ? `- \`${page.page}\` performance (cold, mobile): not measured`
      : `- \`${page.page}\` performance (cold, mobile, median of ${page.runs}): ${page.score} (target ≥ ${LIGHTHOUSE_TARGETS.performance}): ${verdict(page.score >= LIGHTHOUSE_TARGETS.performance)}; FCP ${ms(page.fcpMs)} ms, LCP ${ms(page.lcpMs)} ms, TBT ${ms(page.tbtMs)} ms, CLS ${cls(page.cls)}`);
  }
  for (const page of summarize(report)) {
    lines.push(page.repeatLcpMs === undefined
      ? `- \`${page.page}\` repeat-visit LCP (service worker warm): not measured`
      : `- \`${page.page}\` repeat-visit LCP (service worker warm, devtools throttling, median of ${page.repeatRuns}): ${secs(page.repeatLcpMs)} (target < ${secs(LIGHTHOUSE_TARGETS.repeatLcpMs)}): ${verdict(page.repeatLcpMs < LIGHTHOUSE_TARGETS.repeatLcpMs)}`);
  }
  const visits = report.repeat.flatMap((run) => run.visits);
  if (visits.length) {
    const fromNetwork = visits.reduce((sum, visit) => sum + visit.shellFromNetwork.length, 0);
    const serverShell = visits.reduce((sum, visit) => sum + visit.serverShellRequests.length, 0);
    const viaWorker = visits.reduce((sum, visit) => sum + visit.shellFromServiceWorker, 0);
    lines.push(`- shell requests (document, JS, CSS) from the network on repeat visits: ${fromNetwork} (target ${LIGHTHOUSE_TARGETS.shellFromNetwork}; ${viaWorker} answered by the service worker in ${visits.length} visits; the server received ${serverShell} shell requests): ${verdict(fromNetwork === 0 && serverShell === 0)}`);
  } else {
    lines.push('- shell requests from the network on repeat visits: not measured');
  }
  for (const error of report.errors) lines.push(`- could not run: ${error.split('\n')[0]}`);
  return lines;
}

function pushFindings(out: string[], findings: AuditFinding[], limit: number) {
  if (!findings.length) {
    out.push('- nothing below 0.9');
    return;
  }
  for (const finding of findings.slice(0, limit)) {
    out.push(`- ${finding.title}${finding.displayValue ? ` (${finding.displayValue})` : ''} [${finding.id}]`);
    for (const item of finding.items) out.push(`  - ${item}`);
  }
}

/** Requests lines grouped: "GET /api/p/... ×3". Query strings are cut so repeated calls group together. */
function grouped(lines: string[]): string[] {
  const counts = new Map<string, number>();
  for (const line of lines) {
    const key = line.split('?')[0] ?? line;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([line, count]) => `${line}${count > 1 ? ` ×${count}` : ''}`);
}

export function pushLighthouse(out: string[], report: LighthouseReport | undefined) {
  if (!report) return;
  out.push('## Lighthouse: mobile performance and the repeat visit');
  out.push('');
  out.push(...lighthouseVerdicts(report));
  out.push('');
  const dist = `${report.dist.dir} (${report.dist.built}${report.dist.seconds ? `, ${report.dist.seconds.toFixed(0)} s` : ''})`;
  out.push(`Lighthouse ${report.lighthouseVersion} in ${report.chromiumVersion ?? 'chromium'} (headless, /usr/bin/chromium), a fresh profile per run. The app: the production build in ${dist}, served by \`src/server/cli/start.ts\` (as \`npm start\`) at ${report.url || '–'} on a fresh PGlite folder (migrated and seeded, ready after ${report.serverStartSeconds.toFixed(0)} s).`);
  out.push('');

  const cold = report.cold.filter((run) => !run.error);
  if (report.cold.length) {
    out.push('### Cold first visit (Lighthouse defaults: mobile emulation, simulated throttling)');
    out.push('');
    out.push('Measured as a real first visit: new profile, storage cleared, no cookies, so no store is chosen yet and the age gate covers the page: the working copy the server sends, with the code of the app fetched but started only at the first touch on a phone (README "A first visit shows the age gate with the document"). Lighthouse scores what a first visitor sees.');
    out.push('');
    out.push(table(
      ['page', 'run', 'score', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'SI ms', 'benchmarkIndex', 'other CPU %', 'LCP element'],
      [
        ...report.cold.map((run) => run.error
          ? [run.page, run.run, '–', '–', '–', '–', '–', '–', '–', '–', `failed: ${run.error.slice(0, 80)}`]
          : [run.page, run.run, run.score ?? '–', ...metricCells(run), run.benchmarkIndex?.toFixed(0) ?? '–', run.otherCpuPercent.toFixed(0), run.lcpElement ?? '–']),
        ...summarize(report).map((page) => [page.page, 'median', page.score ?? '–', ...metricCells(page), '', '', '']),
      ],
      ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'l'],
    ));
    out.push('');
    for (const page of report.pages) {
      const runs = cold.filter((run) => run.page === page).sort((a, b) => (a.score ?? 0) - (b.score ?? 0));
      const middle = runs[Math.floor((runs.length - 1) / 2)];
      if (!middle) continue;
      out.push(`What Lighthouse points at for \`${page}\` (median run ${middle.run}, audits below 0.9, biggest estimated savings first):`);
      out.push('');
      pushFindings(out, middle.findings, 10);
      out.push('');
    }
  }

  const visits = report.repeat.flatMap((run) => run.visits);
  if (report.repeat.length) {
    out.push('### Repeat visit with the service worker warm (user flow, devtools throttling)');
    out.push('');
    const shopper = report.returningShopper;
    out.push(`A returning shopper: cookies ${shopper.cookies.map((name) => `\`${name}\``).join(', ')} (age confirmed, cookies accepted${shopper.store ? `, store \`${shopper.store}\`` : ''}). Each run opens a fresh chromium, visits every page once (the service worker installs, precaches and takes control; runtime caches fill), then Lighthouse navigates to each page again without clearing storage, with devtools throttling (slow 4G, 4x CPU), since simulated throttling cannot model a service worker. The page's responses tell whether the service worker answered (\`fromServiceWorker\`); the server's request log shows what still reached it.`);
    const caches = report.repeat.find((run) => Object.keys(run.caches).length)?.caches;
    if (caches) out.push(`Caches after the first visits: ${Object.entries(caches).map(([name, count]) => `${name.replace(/-http:\/\/127\.0\.0\.1:\d+\/?$/, '')} ${count}`).join(', ')} entries.`);
    out.push('');
    out.push(table(
      ['page', 'run', 'LCP ms', 'FCP ms', 'TBT ms', 'CLS', 'score*', 'shell via SW', 'shell from network', 'shell the server saw', 'other requests the server saw', 'other CPU %'],
      [
        ...report.repeat.flatMap((run) => run.error
          ? [['all', run.run, '–', '–', '–', '–', '–', '–', '–', '–', `failed: ${run.error.slice(0, 80)}`, '–']]
          : run.visits.map((visit) => [visit.page, visit.run, ms(visit.lcpMs), ms(visit.fcpMs), ms(visit.tbtMs), cls(visit.cls), visit.score ?? '–', visit.shellFromServiceWorker, visit.shellFromNetwork.length, visit.serverShellRequests.length, visit.serverSaw.length, visit.otherCpuPercent.toFixed(0)])),
        ...summarize(report).map((page) => [page.page, 'median', ms(page.repeatLcpMs), ms(page.repeatFcpMs), ms(page.repeatTbtMs), cls(page.repeatCls), '', '', '', '', '', '']),
      ],
      ['l'],
    ));
    out.push('');
    out.push('\\* A score under devtools throttling with a warm service worker; not comparable with the cold score.');
    out.push('');
    const leaks = visits.flatMap((visit) => [
      ...visit.shellFromNetwork.map((item) => `${visit.page} run ${visit.run}: ${item.type} ${item.url} (${item.status}) not from the service worker`),
      ...visit.serverShellRequests.map((line) => `${visit.page} run ${visit.run}: the server received ${line}`),
    ]);
    if (leaks.length) {
      out.push('Shell requests that left the device:');
      out.push('');
      for (const leak of leaks) out.push(`- ${leak}`);
      out.push('');
    }
    const others = grouped(visits.flatMap((visit) => visit.serverSaw));
    if (others.length) out.push(`Other requests that reached the server during the repeat visits (not shell: live data, the service worker's update check): ${others.map((line) => `\`${line}\``).join(', ')}.`, '');
    for (const page of report.pages) {
      const runs = visits.filter((visit) => visit.page === page && visit.lcpMs !== undefined).sort((a, b) => (a.lcpMs ?? 0) - (b.lcpMs ?? 0));
      const middle = runs[Math.floor((runs.length - 1) / 2)];
      if (!middle) continue;
      out.push(`Repeat visit to \`${page}\`: LCP element ${middle.lcpElement ?? '–'}; Lighthouse points at (run ${middle.run}):`);
      out.push('');
      pushFindings(out, middle.findings, 6);
      out.push('');
    }
  }

  const everyRun = [...cold, ...visits];
  const noisy = everyRun.filter((run) => run.otherCpuPercent > NOISY_PERCENT);
  const benchmarks = cold.map((run) => run.benchmarkIndex).filter((value): value is number => value !== undefined);
  if (noisy.length) out.push(`- **noise**: other processes on the machine used up to ${Math.max(...noisy.map((run) => run.otherCpuPercent)).toFixed(0)} % of a core during ${noisy.length} of ${everyRun.length} measurements: Lighthouse multiplies the main-thread time it observes, so TBT and LCP are pessimistic.`);
  if (benchmarks.length) out.push(`- Lighthouse's CPU benchmark of this machine (benchmarkIndex): ${Math.min(...benchmarks).toFixed(0)}-${Math.max(...benchmarks).toFixed(0)}. Its 4x CPU slowdown is calibrated for a fast desktop host; a slower or busy host makes the simulated phone slower than a real one.`);
  const warnings = [...new Set(everyRun.flatMap((run) => run.runWarnings))];
  for (const warning of warnings) out.push(`- Lighthouse warning: ${warning}`);
  if (report.htmlReports.length) out.push(`- HTML reports: ${report.htmlReports.map((file) => `\`${file}\``).join(', ')}`);
  out.push('');
}

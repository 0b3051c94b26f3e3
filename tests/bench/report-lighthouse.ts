import { ms } from './format';
import { ADDS_PER_RUN, p75, TAPS_PER_INTERACTION } from './lighthouse-interactions';
import { LIGHTHOUSE_TARGETS, type AuditFinding, type ColdVisitor, type LighthouseReport, type PageMetrics } from './lighthouse-results';
import { table } from './markdown-table';
import { NOISY_PERCENT } from './settings';

/** The report's Lighthouse section: the targets of README "Performance", then the runs behind them. */

const median = (values: (number | undefined)[]): number | undefined => {
  const sorted = values.filter((value): value is number => value !== undefined && Number.isFinite(value)).sort((a, b) => a - b);
  if (!sorted.length) return undefined;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const cls = (value: number | undefined) => (value === undefined ? '–' : value.toFixed(3));
const verdict = (pass: boolean) => `**${pass ? 'PASS' : 'MISS'}**`;
const metricCells = (metrics: Pick<PageMetrics, 'fcpMs' | 'lcpMs' | 'tbtMs' | 'cls' | 'speedIndexMs'>) => [ms(metrics.fcpMs), ms(metrics.lcpMs), ms(metrics.tbtMs), cls(metrics.cls), ms(metrics.speedIndexMs)];

interface ColdSummary {
  runs: number;
  score?: number;
  fcpMs?: number;
  lcpMs?: number;
  tbtMs?: number;
  cls?: number;
  speedIndexMs?: number;
  /** The LCP element of the median-score run. */
  lcpElement?: string;
}

interface PageSummary {
  page: string;
  first: ColdSummary;
  returning: ColdSummary;
  repeatLcpMs?: number;
  repeatFcpMs?: number;
  repeatTbtMs?: number;
  repeatCls?: number;
  repeatMainThreadMs?: number;
  repeatMaxFidMs?: number;
  repeatRuns: number;
}

function coldSummary(report: LighthouseReport, page: string, visitor: ColdVisitor): ColdSummary {
  const cold = report.cold.filter((run) => run.page === page && run.visitor === visitor && !run.error);
  const byScore = [...cold].sort((a, b) => (a.score ?? 0) - (b.score ?? 0));
  return {
    runs: cold.length,
    score: median(cold.map((run) => run.score)),
    fcpMs: median(cold.map((run) => run.fcpMs)),
    lcpMs: median(cold.map((run) => run.lcpMs)),
    tbtMs: median(cold.map((run) => run.tbtMs)),
    cls: median(cold.map((run) => run.cls)),
    speedIndexMs: median(cold.map((run) => run.speedIndexMs)),
    lcpElement: byScore[Math.floor((byScore.length - 1) / 2)]?.lcpElement,
  };
}

function summarize(report: LighthouseReport): PageSummary[] {
  return report.pages.map((page) => {
    const repeat = report.repeat.flatMap((run) => run.visits).filter((visit) => visit.page === page && visit.lcpMs !== undefined);
    return {
      page,
      first: coldSummary(report, page, 'first'),
      returning: coldSummary(report, page, 'returning'),
      repeatLcpMs: median(repeat.map((visit) => visit.lcpMs)),
      repeatFcpMs: median(repeat.map((visit) => visit.fcpMs)),
      repeatTbtMs: median(repeat.map((visit) => visit.tbtMs)),
      repeatCls: median(repeat.map((visit) => visit.cls)),
      repeatMainThreadMs: median(repeat.map((visit) => visit.mainThreadMs)),
      repeatMaxFidMs: median(repeat.map((visit) => visit.maxFidMs)),
      repeatRuns: repeat.length,
    };
  });
}

/** Every interaction's samples over all runs, with their p75. */
function interactionSummaries(report: LighthouseReport): { name: string; page: string; samples: number[]; p75Ms?: number; errors: string[] }[] {
  const byName = new Map<string, { name: string; page: string; samples: number[]; errors: string[] }>();
  for (const item of report.repeat.flatMap((run) => run.interactions ?? [])) {
    const entry = byName.get(item.name) ?? { name: item.name, page: item.page, samples: [], errors: [] };
    entry.samples.push(...item.latenciesMs);
    if (item.error) entry.errors.push(item.error);
    byName.set(item.name, entry);
  }
  return [...byName.values()].map((entry) => ({ ...entry, p75Ms: p75(entry.samples) }));
}

const repeatGoals = (page: PageSummary) => [
  { label: 'LCP', value: page.repeatLcpMs, target: LIGHTHOUSE_TARGETS.repeatLcpMs },
  { label: 'TBT', value: page.repeatTbtMs, target: LIGHTHOUSE_TARGETS.repeatTbtMs },
  { label: 'main-thread work', value: page.repeatMainThreadMs, target: LIGHTHOUSE_TARGETS.repeatMainThreadMs },
  { label: 'max potential FID', value: page.repeatMaxFidMs, target: LIGHTHOUSE_TARGETS.repeatMaxFidMs },
];

/** One line per target, for the top of the section (and the console). */
export function lighthouseVerdicts(report: LighthouseReport): string[] {
  const lines: string[] = [];
  const signedIn = new Set(report.returningShopper.signedInPages);
  for (const page of summarize(report)) {
    const { returning, first } = page;
    const firstFigures = first.score === undefined ? 'first visit (age gate): not measured' : `first visit (age gate) beside it: ${first.score}, LCP ${ms(first.lcpMs)} ms`;
    lines.push(returning.score === undefined
      ? `- \`${page.page}\` cold, returning shopper on a new device: not measured; ${firstFigures}`
      : `- \`${page.page}\` cold, returning shopper on a new device${signedIn.has(page.page) ? ' (signed in)' : ''} (mobile, median of ${returning.runs}): performance ${returning.score} (target ≥ ${LIGHTHOUSE_TARGETS.performance}), LCP ${ms(returning.lcpMs)} ms (target ≤ ${ms(LIGHTHOUSE_TARGETS.coldLcpMs)}): ${verdict(returning.score >= LIGHTHOUSE_TARGETS.performance && (returning.lcpMs ?? Infinity) <= LIGHTHOUSE_TARGETS.coldLcpMs)}; LCP element ${returning.lcpElement ?? '–'}; ${firstFigures}`);
  }
  for (const page of summarize(report)) {
    if (page.repeatLcpMs === undefined) {
      lines.push(`- \`${page.page}\` repeat visit (service worker warm): not measured`);
      continue;
    }
    const goals = repeatGoals(page);
    const pass = goals.every((goal) => goal.value !== undefined && goal.value <= goal.target);
    lines.push(`- \`${page.page}\` repeat visit (service worker warm, devtools throttling 4x CPU, median of ${page.repeatRuns}): ${goals.map((goal) => `${goal.label} ${ms(goal.value)} ms (≤ ${ms(goal.target)})`).join(', ')}: ${verdict(pass)}`);
  }
  for (const interaction of interactionSummaries(report)) {
    lines.push(interaction.p75Ms === undefined
      ? `- ${interaction.name} on \`${interaction.page}\` (4x CPU): not measured${interaction.errors.length ? ` (${interaction.errors[0]})` : ''}`
      : `- ${interaction.name} on \`${interaction.page}\` (service worker warm, 4x CPU, input to next paint, p75 of ${interaction.samples.length} taps): ${ms(interaction.p75Ms)} ms (target ≤ ${ms(LIGHTHOUSE_TARGETS.interactionP75Ms)}): ${verdict(interaction.p75Ms <= LIGHTHOUSE_TARGETS.interactionP75Ms)}`);
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
    out.push('### Cold visit (Lighthouse defaults: mobile emulation, simulated throttling)');
    out.push('');
    out.push('Two visitors, each run in a new profile with cache and service worker empty. **first**: a real first visit, storage cleared, no cookies, so no store is chosen yet and the age gate covers the page: the working copy the server sends, with the code of the app fetched but started only at the first touch on a phone (README "A first visit shows the age gate with the document"). **returning**: a returning shopper on a new device (a search result, a shared link): only the cookies the app wrote (age confirmed, cookies accepted, store chosen; for /cart signed in, the cart holding one item), IndexedDB and local storage cleared too, so the server renders the page itself (README "Pages for crawlers").');
    out.push('');
    out.push(table(
      ['page', 'visitor', 'run', 'score', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'SI ms', 'benchmarkIndex', 'other CPU %', 'LCP element'],
      [
        ...report.cold.map((run) => run.error
          ? [run.page, run.visitor, run.run, '–', '–', '–', '–', '–', '–', '–', '–', `failed: ${run.error.slice(0, 80)}`]
          : [run.page, run.visitor, run.run, run.score ?? '–', ...metricCells(run), run.benchmarkIndex?.toFixed(0) ?? '–', run.otherCpuPercent.toFixed(0), run.lcpElement ?? '–']),
        ...summarize(report).flatMap((page) => (['first', 'returning'] as const).map((visitor) => [page.page, visitor, 'median', page[visitor].score ?? '–', ...metricCells(page[visitor]), '', '', page[visitor].lcpElement ?? ''])),
      ],
      ['l', 'l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'l'],
    ));
    out.push('');
    for (const page of report.pages) {
      for (const visitor of ['returning', 'first'] as const) {
        const runs = cold.filter((run) => run.page === page && run.visitor === visitor).sort((a, b) => (a.score ?? 0) - (b.score ?? 0));
        const middle = runs[Math.floor((runs.length - 1) / 2)];
        if (!middle) continue;
        out.push(`What Lighthouse points at for \`${page}\`, ${visitor} visitor (median run ${middle.run}, audits below 0.9, biggest estimated savings first):`);
        out.push('');
        pushFindings(out, middle.findings, visitor === 'returning' ? 10 : 5);
        out.push('');
      }
    }
  }

  const visits = report.repeat.flatMap((run) => run.visits);
  if (report.repeat.length) {
    out.push('### Repeat visit with the service worker warm (user flow, devtools throttling), and the shopper\'s taps');
    out.push('');
    const shopper = report.returningShopper;
    out.push(`A returning shopper: cookies ${shopper.cookies.map((name) => `\`${name}\``).join(', ')} (age confirmed, cookies accepted${shopper.store ? `, store \`${shopper.store}\`` : ''}). Each run opens a fresh chromium, visits every page once (the service worker installs, precaches and takes control; runtime caches fill), then Lighthouse navigates to each page again without clearing storage, with devtools throttling (slow 4G, 4x CPU), since simulated throttling cannot model a service worker. The page's responses tell whether the service worker answered (\`fromServiceWorker\`); the server's request log shows what still reached it.`);
    const caches = report.repeat.find((run) => Object.keys(run.caches).length)?.caches;
    if (caches) out.push(`Caches after the first visits: ${Object.entries(caches).map(([name, count]) => `${name.replace(/-http:\/\/127\.0\.0\.1:\d+\/?$/, '')} ${count}`).join(', ')} entries.`);
    out.push('');
    out.push(table(
      ['page', 'run', 'LCP ms', 'FCP ms', 'TBT ms', 'main thread ms', 'max FID ms', 'CLS', 'score*', 'shell via SW', 'shell from network', 'shell the server saw', 'other requests the server saw', 'other CPU %'],
      [
        ...report.repeat.flatMap((run) => run.error
          ? [['all', run.run, '–', '–', '–', '–', '–', '–', '–', '–', '–', '–', `failed: ${run.error.slice(0, 80)}`, '–']]
          : run.visits.map((visit) => [visit.page, visit.run, ms(visit.lcpMs), ms(visit.fcpMs), ms(visit.tbtMs), ms(visit.mainThreadMs), ms(visit.maxFidMs), cls(visit.cls), visit.score ?? '–', visit.shellFromServiceWorker, visit.shellFromNetwork.length, visit.serverShellRequests.length, visit.serverSaw.length, visit.otherCpuPercent.toFixed(0)])),
        ...summarize(report).map((page) => [page.page, 'median', ms(page.repeatLcpMs), ms(page.repeatFcpMs), ms(page.repeatTbtMs), ms(page.repeatMainThreadMs), ms(page.repeatMaxFidMs), cls(page.repeatCls), '', '', '', '', '', '']),
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
      out.push(`Repeat visit to \`${page}\`: LCP element ${middle.lcpElement ?? '–'}; main thread (run ${middle.run}): ${middle.mainThreadTop.join('; ') || '–'}; scripts: ${middle.bootupTop.join('; ') || '–'}. Lighthouse points at:`);
      out.push('');
      pushFindings(out, middle.findings, 6);
      out.push('');
    }
    const interactions = interactionSummaries(report);
    if (interactions.length) {
      out.push(`The shopper's taps after the repeat visits, in a 1024 px wide tab (the list's filter sidebar shows) with CDP CPU throttling 4x, the service worker warm: each tap's latency is the longest Event Timing entry of its interaction (input to the next paint after its handlers; 0 when no event reached the 16 ms threshold), ${TAPS_PER_INTERACTION} taps per run (a toggle ticks then unticks, the stepper goes up then down), ${ADDS_PER_RUN} adds to the cart (the product's limit), after which the cart is put back.`);
      out.push('');
      out.push(table(
        ['interaction', 'page', 'taps', 'p75 ms', 'max ms', 'samples ms'],
        interactions.map((item) => [item.name, item.page, item.samples.length, ms(item.p75Ms), ms(item.samples.length ? Math.max(...item.samples) : undefined), item.samples.length ? item.samples.map((value) => ms(value)).join(', ') : `failed: ${item.errors[0]?.slice(0, 80) ?? '–'}`]),
        ['l', 'l', 'r', 'r', 'r', 'l'],
      ));
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

import { ms } from './format';
import { table } from './markdown-table';
import type { MixedReport } from './mixed';
import { MIXED_P99_MS, type MixedStep } from './mixed-loop';
import { MIX, MIXED_KINDS } from './mixed-requests';
import { CART_SIZES, SERVICE_CALLS } from './mixed-calls';
import { MIXED_PRODUCTS_PER_STORE } from './mixed-servers';
import { settings } from './settings';

const pct = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? '–' : value.toFixed(0));
const errorsOf = (step: MixedStep) => (step.errors ? `${step.errors} (${Object.entries(step.errorKinds).slice(0, 3).map(([kind, count]) => `${kind}: ${count}`).join(', ')})` : '0');

/** One line per server configuration for the report's summary (and README "Performance"). */
export function mixedSummary(report: MixedReport | undefined): string[] {
  if (!report) return [];
  return report.runs.map((run) => {
    const catalog = run.best?.byKind['catalog list'];
    const figure = run.best ? `**${run.best.rate} req/s** (p99 ${ms(run.best.p99)} ms; cached catalog lists in the mix p50 ${ms(catalog?.p50)} / p99 ${ms(catalog?.p99)} ms)` : `below ${run.steps[0]?.rate ?? '–'} req/s`;
    return `- mixed shopper workload, ${run.label}${run.processes > 1 || run.label.includes('WORKERS') ? ` (${run.processes} processes found)` : ''}: highest rate with p99 < ${MIXED_P99_MS} ms and no errors ${figure}${run.error ? `; stopped: ${run.error.split('\n')[0]}` : ''}`;
  });
}

export function pushMixed(out: string[], report: MixedReport | undefined) {
  if (!report) return;
  out.push(`## Mixed shopper workload (open loop, ${report.shoppers} signed-in shoppers, ${MIXED_PRODUCTS_PER_STORE} products per store)`);
  out.push('');
  out.push(`Mix: ${MIXED_KINDS.map((kind) => `${MIX[kind]} % ${kind}`).join(', ')}. Store ${report.storeId ?? '–'}; searches use "${report.searchWord ?? ''}" with a new price_max each (never cached). Lines and notes carry an Idempotency-Key, as the web client's outbox sends them. Each step offers a fixed rate for ${settings.mixedStepSeconds} s (latency from the intended send time, 2 s timeout counted as an error); carts go back to one line before each step; the run stops at the first step with p99 ≥ ${MIXED_P99_MS} ms or an error (a first miss while other processes used over 40 % of a core is offered once more). Server CPU is its process tree's; PostgreSQL's is all its processes'; "other" is the rest of the machine (other work: high means the step's figures are pessimistic); percent of one core (2 cores = 200 %).`);
  out.push('');
  for (const line of mixedSummary(report)) out.push(line);
  out.push('');
  const runs = report.runs.filter((run) => run.steps.length);
  if (runs.length) {
    out.push(table(
      ['server', 'offered req/s', 'answered', 'p50 ms', 'p99 ms', 'max ms', 'errors', 'server CPU %', 'PostgreSQL CPU %', 'generator CPU %', 'other CPU %', 'verdict'],
      runs.flatMap((run) => run.steps.map((step) => [run.label, step.rate, step.requests, ms(step.p50), ms(step.p99), ms(step.max), errorsOf(step), pct(step.serverCpuPercent), pct(step.dbCpuPercent), pct(step.clientCpuPercent), pct(step.otherCpuPercent), step.pass ? 'pass' : 'MISS'])),
      ['l'],
    ));
    out.push('');
    out.push('Per request kind at each server\'s highest passing rate (and at the step that ended the climb):');
    out.push('');
    const columns = runs.flatMap((run) => {
      // The miss that ended the climb (a noisy first miss may come before it, offered again).
      const missed = run.steps.filter((step) => !step.pass).at(-1);
      return [run.best && { run, step: run.best }, missed && { run, step: missed }].filter((entry) => entry !== undefined);
    });
    out.push(table(
      ['request', 'share', ...columns.map(({ run, step }) => `${run.label} @ ${step.rate}: p50 / p99 ms`)],
      MIXED_KINDS.map((kind) => [kind, `${MIX[kind]} %`, ...columns.map(({ step }) => {
        const figures = step.byKind[kind];
        return figures ? `${ms(figures.p50)} / ${ms(figures.p99)}${figures.errors ? ` (${figures.errors} errors)` : ''}` : '–';
      })]),
      ['l', 'l'],
    ));
    out.push('');
  }
  const service = report.runs.filter((run) => run.service.length);
  if (service.length) {
    out.push(`### Service time of each cart and order call (${settings.mixedCalls} sequential calls, nothing else running; statements of one call traced in the server)`);
    out.push('');
    out.push(table(
      ['call', 'cart lines', ...service.flatMap((run) => [`${run.label} p50 ms`, `${run.label} mean ms`]), 'SQL statements'],
      SERVICE_CALLS.flatMap((call) => CART_SIZES.map((lines) => {
        const rows = service.map((run) => run.service.find((row) => row.call === call && row.lines === lines));
        // PGlite's trace cannot see inside a transaction (submit's); PostgreSQL's sees every statement.
        const traced = service.find((run) => run.label.startsWith('PostgreSQL')) ?? service[0];
        const statements = traced?.service.find((row) => row.call === call && row.lines === lines)?.statements;
        return [call, lines, ...rows.flatMap((row) => [ms(row?.p50), ms(row?.mean)]), statements ?? '–'];
      })),
      ['l'],
    ));
    out.push('');
    out.push(`Writes carry an Idempotency-Key. add-item adds a new line to the cart (taken out again, untimed); submit places the cart as an order (the cart is built again, untimed). SQL statements: of one call, as the PostgreSQL server's trace counts them (the same code runs on PGlite, whose trace cannot see inside a transaction).`);
    out.push('');
  }
  pushProfiles(out, report);
  const errors = [...report.errors, ...report.runs.filter((run) => run.error).map((run) => `${run.label}: ${run.error}`)];
  if (errors.length) out.push('Mixed workload problems:', ...errors.map((error) => `- ${error.split('\n')[0]}`), '');
}

/** Where each traceable server's main thread spent its busy time, one extra step at its best rate. */
function pushProfiles(out: string[], report: MixedReport) {
  const profiled = report.runs.filter((run) => run.profile);
  if (!profiled.length) return;
  out.push('### CPU profile of the server under the mixed load');
  out.push('');
  out.push(`V8's sampling profiler on the server process's main thread during one more ${settings.mixedStepSeconds} s step at the run's highest passing rate (the profiler's own cost makes that step's p99 a little higher). Self time, as a share of the thread's busy time; "busy" is the thread's share of wall time.`);
  out.push('');
  for (const run of profiled) {
    const { rate, p99, summary } = run.profile!;
    out.push(`${run.label} at ${rate} req/s (p99 ${ms(p99)} ms while profiled): main thread busy ${summary.busyPercent.toFixed(0)} % of ${summary.seconds.toFixed(0)} s.`);
    out.push('');
    out.push(table(['area', 'self ms', '% of busy'], summary.areas.map((area) => [area.name, area.ms.toFixed(0), area.percent.toFixed(1)]), ['l']));
    out.push('');
    out.push(table(['function', 'self ms', '% of busy'], summary.functions.map((entry) => [entry.name.replace(/\|/g, '\\|'), entry.ms.toFixed(0), entry.percent.toFixed(1)]), ['l']));
    out.push('');
  }
}

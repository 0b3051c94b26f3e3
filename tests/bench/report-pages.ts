import { kb, ms } from './format';
import { errorText } from './load-figures';
import { table } from './markdown-table';
import { PAGE_TARGET, type PageRun, type PagesReport } from './pages';

const pct = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? '–' : value.toFixed(0));

/** PASS when p99 is under the goal and no request failed, at the goal's rate or above. */
function verdict(run: PageRun, rate: number): string {
  const result = run.result;
  if (!result) return 'not measured';
  const pass = result.p99 < PAGE_TARGET.p99Ms && result.errors === 0 && rate >= PAGE_TARGET.rate;
  return pass ? 'PASS' : 'MISS';
}

function answer(run: PageRun): string {
  const check = run.check;
  if (!check) return '–';
  const head = [check.canonical ? 'canonical' : 'no canonical', check.jsonLd.length ? `JSON-LD ${check.jsonLd.join(', ')}` : 'no JSON-LD', check.ageGate ? 'age gate' : 'no gate'];
  return `${check.status}, ${kb(check.bytes)} KB gzip (${kb(check.htmlBytes)} KB), ${head.join(', ')}`;
}

/** The pages part's section of the report (tests/bench/pages.ts). */
export function renderPages(report: PagesReport | undefined): string[] {
  if (!report) return [];
  const out: string[] = [];
  out.push(`## Page HTML: product, store and Learn pages at ${report.rate} req/s on PGlite (issue 22)`);
  out.push('');
  out.push(
    `The bench's server process (tests/bench/serve.ts: the app with the production web build, ${report.dist ?? 'WEB_DIST'}) on a fresh PGlite, ` +
      `demo seed at ${report.productsPerStore} products per store${report.seedSeconds !== undefined ? ` (seeded in ${report.seedSeconds.toFixed(1)} s)` : ''}; ` +
      `product pages of store \`${report.store ?? '–'}\`, every product of its sitemap in turn; every store and Learn article of the sitemaps. ` +
      `First ${report.aloneSeconds} s of one request at a time (after 1 s unrecorded): the page's service time alone and the server's CPU per page; ` +
      `then the open loop, ${report.seconds} s, latency from the intended send time. ` +
      `Each request is a navigation (\`Accept: text/html…\`, \`Accept-Encoding: gzip\`): the returning shopper sends the age, consent, store and usage cookies; ` +
      `the crawler (and any first visitor) none, so it gets the first-visit page with the age gate.`,
  );
  out.push('');
  const rows = report.runs.map((run) => [
    run.page,
    run.visitor,
    run.addresses,
    answer(run),
    ms(run.alone?.p50),
    ms(run.aloneServerMs),
    run.result ? run.result.rps.toFixed(1) : '–',
    ms(run.result?.p50),
    ms(run.result?.p95),
    ms(run.result?.p99),
    ms(run.result?.max),
    run.result ? errorText(run.result) : (run.error ?? '–'),
    pct(run.serverCpuPercent),
    pct(run.eventLoopPercent),
    pct(run.otherCpuPercent),
    verdict(run, report.rate),
  ]);
  out.push(
    table(
      ['page', 'visitor', 'addresses', 'first answer', 'alone p50 ms', 'server CPU ms per page', 'achieved req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'errors', 'server CPU %', 'event loop %', 'other CPU %', `p99 < ${PAGE_TARGET.p99Ms} ms`],
      rows,
      ['l', 'l', 'r', 'l'],
    ),
  );
  out.push('');
  const products = report.runs.filter((run) => run.page === 'product');
  const measured = products.filter((run) => run.result);
  const pass = measured.length === products.length && measured.every((run) => verdict(run, report.rate) === 'PASS');
  const figures = products.map((run) => `${run.visitor} p99 ${ms(run.result?.p99)} ms, ${run.result?.errors ?? '–'} errors`).join('; ');
  out.push(`**Product page HTML p99 < ${PAGE_TARGET.p99Ms} ms at ${PAGE_TARGET.rate} req/s on PGlite: ${pass ? 'PASS' : 'MISS'}** (${figures}).`);
  out.push('');
  for (const run of report.runs) {
    if (!run.profile) continue;
    const { profile } = run;
    out.push(`CPU profile of the server, ${run.page} page (${run.visitor}), one request at a time for ${profile.seconds.toFixed(0)} s: main thread busy ${profile.busyPercent.toFixed(0)} %. Self time as a share of the busy time:`);
    out.push('');
    out.push(`- areas: ${profile.areas.slice(0, 10).map((share) => `${share.name} ${share.percent.toFixed(1)} %`).join(', ')}`);
    out.push(`- functions: ${profile.functions.slice(0, 10).map((share) => `\`${share.name}\` ${share.percent.toFixed(1)} %`).join(', ')}`);
    if (run.statements) {
      out.push(`- SQL: ${run.statements.perPage.toFixed(1)} statements per page, ${ms(run.statements.dbMsPerPage)} ms in the database per page (traced alone); most sent:`);
      for (const statement of run.statements.top) out.push(`  - ${statement.perPage.toFixed(1)} × ${ms(statement.meanMs)} ms: \`${statement.text}\``);
    }
    out.push('');
  }
  return out;
}

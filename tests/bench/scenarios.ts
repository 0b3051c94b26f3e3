import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { check } from './answer-check';
import type { DbReport } from './bench-results';
import { log, ms, secs } from './format';
import { decode, getJson, rawGet } from './http-client';
import { inventoryPaths, requestHeaders } from './inventory-requests';
import type { Kind } from './kinds';
import { closedLoop, openLoop, type Target } from './load';
import { measure } from './measure';
import { markPgliteAnalyzed, pgliteMeta } from './pglite-database';
import type { BenchServer } from './server-process';
import { openRateOf, settings } from './settings';
import { profile } from './sql-profile';

/** One database: verify the answers, capture the bare bytes, profile the SQL, then closed and open loops. */
export async function benchDatabase(server: BenchServer): Promise<DbReport> {
  const started = performance.now();
  const storeId = Number(settings.storeId ?? server.ready.store?.id ?? 0);
  const word = settings.search ?? server.ready.search.word;
  const paths = inventoryPaths(storeId, word);
  const report: DbReport = { kind: server.kind, server, paths, checks: {}, bareSameBytes: {}, closed: [], open: [], profile: [], errors: [], skipped: [], loadMs: 0 };
  try {
    await runDatabase(server, report, storeId, word);
  } catch (error) {
    // Keep what was measured; the rest is reported as not run.
    report.errors.push(`bench aborted: ${(error as Error).message}`);
  }
  report.loadMs = performance.now() - started;
  return report;
}

async function runDatabase(server: BenchServer, report: DbReport, storeId: number, word: string | undefined): Promise<void> {
  const port = server.ready.port;
  const { paths } = report;
  const before = server.ready.plannerStats;
  const hadStats = Boolean(before && before.reltuples >= 0 && before.stat_columns > 0);
  if (server.kind === 'postgres' || settings.analyzePglite) {
    const analyzed = await getJson<{ ms: number }>(port, '/bench/analyze', 'POST');
    server.statsNote = `${hadStats ? 'had stats' : 'no stats'}; ANALYZE by bench (${secs(analyzed.ms)})`;
    if (server.kind === 'pglite') markPgliteAnalyzed();
  } else if (hadStats && pgliteMeta()?.analyzedByBench) {
    server.statsNote = 'yes, but from an earlier BENCH_ANALYZE_PGLITE run (BENCH_RESEED=true for what the app leaves)';
  } else {
    server.statsNote = hadStats ? 'yes (left by seed/app)' : 'NONE (never analyzed)';
  }
  if (!storeId) {
    report.errors.push('no main-brand store with a recreational menu in the seed');
    return;
  }
  log(`${server.kind}: store ${storeId}, search "${word ?? ''}"`);
  log(`${server.kind}: ${paths.page}`);

  const targets: Partial<Record<Kind, Target>> = {};
  for (const kind of ['page', 'facets'] as const) {
    const result = await check(port, paths[kind], kind, word);
    report.checks[kind] = result;
    if (result.status !== 200) {
      report.errors.push(`${kind}: ${result.warnings.join('; ')}`);
      continue;
    }
    targets[kind] = { port, path: paths[kind], headers: requestHeaders };
    if (settings.uncached) {
      const pathFor = kind === 'page' ? paths.uncachedPage : paths.uncachedFacets;
      const probe = pathFor(199_999);
      const uncached = await check(port, probe, kind, word);
      report.checks[`${kind} uncached`] = uncached;
      if (uncached.status === 200) targets[`${kind} uncached`] = { port, path: probe, pathFor, headers: requestHeaders };
    }
    const capture = await rawGet(port, `/bench/capture?key=${kind}&path=${encodeURIComponent(paths[kind])}`, requestHeaders, 'POST');
    if (capture.status !== 200) {
      report.errors.push(`bare capture of ${kind} failed: HTTP ${capture.status}`);
      continue;
    }
    const bareKind = `bare ${kind}` as const;
    const bare = await rawGet(port, `/bench/bare?key=${kind}`, requestHeaders);
    const live = await rawGet(port, paths[kind], requestHeaders);
    report.bareSameBytes[kind] = bare.body.equals(live.body);
    report.checks[bareKind] = {
      status: bare.status,
      encoding: String(bare.headers['content-encoding'] ?? 'identity'),
      wireBytes: bare.body.length,
      jsonBytes: decode(bare).length,
      firstMs: bare.ms,
      hasFacets: kind === 'facets',
      warnings: report.bareSameBytes[kind] ? [] : ['bare bytes differ from a fresh catalog answer (non-deterministic body?)'],
    };
    targets[bareKind] = { port, path: `/bench/bare?key=${kind}`, headers: requestHeaders };
  }
  if (!targets.page && !targets.facets) return;
  if (settings.uncached && word && targets['page uncached']) {
    // The same page without the search word: issue 23 sets list and search the same goal.
    const pathFor = inventoryPaths(storeId, undefined).uncachedPage;
    const probe = pathFor(199_999);
    const list = await check(port, probe, 'list uncached', undefined);
    report.checks['list uncached'] = list;
    if (list.status === 200) targets['list uncached'] = { port, path: probe, pathFor, headers: requestHeaders };
  }

  /** After a restart: new port for every target, bare bytes captured again, planner stats as before. */
  const reattach = async () => {
    for (const target of Object.values(targets)) if (target) target.port = server.ready.port;
    for (const kind of ['page', 'facets'] as const) {
      if (targets[`bare ${kind}`]) await rawGet(server.ready.port, `/bench/capture?key=${kind}&path=${encodeURIComponent(paths[kind])}`, requestHeaders, 'POST');
    }
    if (server.kind === 'postgres' || settings.analyzePglite) await getJson(server.ready.port, '/bench/analyze', 'POST');
  };

  if (settings.profileRequests > 0) {
    for (const kind of ['page', 'facets'] as const) {
      const target = targets[`${kind} uncached`] ?? targets[kind];
      if (!target) continue;
      log(`${server.kind}: SQL profile of ${kind} (${settings.profileRequests} sequential requests, unique URLs)`);
      report.profile.push(await profile(server, kind, target));
    }
  }

  const closedKinds: Kind[] = ['page', 'facets', 'page uncached', 'list uncached', 'facets uncached', 'bare page', 'bare facets'];
  for (const kind of closedKinds) {
    const target = targets[kind];
    if (!target) continue;
    log(`${server.kind}: closed loop ${kind}: ${settings.concurrency} workers, ${settings.warmupSeconds} s warm-up + ${settings.seconds} s`);
    const row = await measure(server, kind, () =>
      closedLoop({ target, concurrency: settings.concurrency, warmupMs: settings.warmupSeconds * 1000, durationMs: settings.seconds * 1000, timeoutMs: settings.timeoutMs }),
    );
    report.closed.push(row);
    if (row.restarted) await reattach();
    log(`  ${row.result.rps.toFixed(0)} req/s, p50 ${ms(row.result.p50)} ms, p99 ${ms(row.result.p99)} ms, errors ${row.result.errors}`);
  }

  // Cached first: the uncached runs are the ones that may overload the server.
  const openKinds: Kind[] = settings.openFacets ? ['page', 'facets', 'page uncached', 'list uncached', 'facets uncached'] : ['page', 'page uncached', 'list uncached'];
  for (const kind of openKinds) {
    const target = targets[kind];
    if (!target || settings.openSeconds === 0) continue;
    const rate = openRateOf(kind);
    if (kind.endsWith('uncached') && settings.openUncached !== 'always') {
      const capacity = report.closed.find((row) => row.kind === kind)?.result.rps ?? 0;
      if (settings.openUncached === 'never' || capacity < rate) {
        report.skipped.push(`${kind}: ${settings.openUncached === 'never' ? 'BENCH_OPEN_UNCACHED=never' : `closed-loop capacity ${capacity.toFixed(0)} req/s < ${rate} req/s offered, so the queue would grow without bound and every latency would reach the ${settings.timeoutMs / 1000} s timeout (BENCH_OPEN_UNCACHED=always runs it anyway)`}`);
        continue;
      }
    }
    await sleep(500);
    log(`${server.kind}: open loop ${kind}: ${rate} req/s for ${settings.openSeconds} s`);
    const row = await measure(server, kind, () =>
      openLoop({ target, rate, durationMs: settings.openSeconds * 1000, timeoutMs: settings.timeoutMs, maxSockets: settings.openSockets }),
    );
    report.open.push(row);
    if (row.restarted) await reattach();
    log(`  p50 ${ms(row.result.p50)} ms, p99 ${ms(row.result.p99)} ms, max ${ms(row.result.max)} ms, errors ${row.result.errors}`);
  }
}

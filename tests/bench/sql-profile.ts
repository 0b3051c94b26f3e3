import type { ProfileRow } from './bench-results';
import { getJson, rawGet } from './http-client';
import { requestHeaders } from './inventory-requests';
import type { Kind } from './kinds';
import type { Target } from './load';
import type { BenchServer } from './server-process';
import { settings } from './settings';

/** Sequential traced requests: statements per request, DB time, and the plans of the slowest statements. */
export async function profile(server: BenchServer, kind: Kind, target: Target): Promise<ProfileRow> {
  const port = server.ready.port;
  await getJson(port, '/bench/trace?on=1', 'POST');
  const latencies: number[] = [];
  for (let index = 0; index < settings.profileRequests; index += 1) {
    const pathname = target.pathFor ? target.pathFor(150_000 + index) : target.path;
    latencies.push((await rawGet(port, pathname, requestHeaders)).ms);
  }
  await getJson(port, '/bench/trace?on=0', 'POST');
  const statements = await getJson<{ id: number; text: string; count: number; totalMs: number; maxMs: number; rows: number }[]>(port, '/bench/trace');
  const requests = settings.profileRequests;
  const sorted = [...latencies].sort((a, b) => a - b);
  const top = [...statements].sort((a, b) => b.totalMs - a.totalMs).slice(0, 3);
  const rows: ProfileRow['top'] = [];
  for (const [index, statement] of top.entries()) {
    const plan = index < 2 && statement.totalMs / statement.count >= 0.5
      ? (await getJson<{ plan: string }>(port, `/bench/explain?id=${statement.id}`, 'POST')).plan
      : undefined;
    rows.push({ id: statement.id, text: statement.text, count: statement.count, meanMs: statement.totalMs / statement.count, maxMs: statement.maxMs, rows: statement.rows / statement.count, plan });
  }
  return {
    db: server.kind,
    kind,
    requests,
    clientMs: { p50: sorted[Math.floor(sorted.length / 2)] ?? Number.NaN, max: sorted[sorted.length - 1] ?? Number.NaN },
    statementsPerRequest: statements.reduce((sum, item) => sum + item.count, 0) / requests,
    dbMsPerRequest: statements.reduce((sum, item) => sum + item.totalMs, 0) / requests,
    top: rows,
  };
}

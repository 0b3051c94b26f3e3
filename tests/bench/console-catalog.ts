import { decode, rawGet } from './http-client';
import { log, ms } from './format';
import type { DbKind } from './kinds';
import { openLoop, type LoadResult } from './load';
import { requestHeaders } from './inventory-requests';
import { measure } from './measure';
import type { BenchServer } from './server-process';
import { settings } from './settings';

/** The seeded demo operator (README "Demo data") signs in like the console does. */
const OPERATOR = { username: 'operator@apotheca.test', password: 'Apotheca420!' };
const SORTS = ['name', 'brand', 'category', 'price', 'quantity', 'received'] as const;
/** A console user pages through one view (a sort, a direction, with or without a search) for a second, then changes it. */
const PAGES_PER_VIEW = 20;
const PAGE_SIZE = 50;
/** Price edits (each undone by the next) measured after the open loop; the store ends as it began. */
const EDIT_ROUNDS = 6;

/** The console catalog table's figure on one database (README "The operator console", issue's bench goal). */
export interface ConsoleCatalogReport {
  db: DbKind;
  storeId: number;
  items?: number;
  path: string;
  /** The first page of a view nobody asked for yet: the sort of the whole store, alone on the server. */
  coldMs?: number;
  /** The first page of a view already asked for, right after an edit of one item's price (median and max of EDIT_ROUNDS). */
  afterEditMs?: { median: number; max: number };
  result?: LoadResult;
  serverCpuPercent?: number;
  otherCpuPercent?: number;
  error?: string;
}

/** Console table goal: p99 under 100 ms at 20 requests per second. */
export const CONSOLE_TARGET = { rate: 20, p99Ms: 100 };

/**
 * Request n of the run: a page of the store's table for Adult Use. A view (sort column, direction,
 * search word or none: 24 in all, in turn) is paged through for PAGES_PER_VIEW requests, then the
 * next view starts cold. The server keeps a view's order until the store's catalog changes, never
 * its rows (catalog-table.ts), so each view's first page pays the sort of the whole store.
 */
export function consolePath(storeId: number, word: string | undefined) {
  return (n: number) => {
    const view = Math.floor(n / PAGES_PER_VIEW);
    const params = new URLSearchParams({
      usage_type: 'recreational',
      sort: SORTS[view % SORTS.length]!,
      dir: Math.floor(view / SORTS.length) % 2 ? 'desc' : 'asc',
      limit: String(PAGE_SIZE),
      offset: String((n % PAGES_PER_VIEW) * PAGE_SIZE),
    });
    if (word && Math.floor(view / (SORTS.length * 2)) % 2) params.set('search', word);
    return `/api/admin/stores/${storeId}/items?${params}`;
  };
}

async function editPrice(port: number, headers: Record<string, string>, itemId: number, priceCents: number): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${port}/api/admin/items/${itemId}`, {
    method: 'PATCH',
    headers: { ...headers, 'content-type': 'application/json', 'accept-encoding': 'identity' },
    body: JSON.stringify({ prices: { recreational: priceCents } }),
  });
  if (!response.ok) throw new Error(`price edit answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
}

/**
 * The first page of the price view (warm from the open loop) right after a console edit of one
 * item's price: the change invalidates the store's catalog, so this is what an operator waits for
 * after each save, and what orders cost the table on a busy day. Alone on the server.
 */
async function firstPageAfterEdit(port: number, headers: Record<string, string>, storeId: number, itemId: number, price: number) {
  const path = `/api/admin/stores/${storeId}/items?usage_type=recreational&sort=price&limit=${PAGE_SIZE}`;
  const times: number[] = [];
  for (let round = 0; round < EDIT_ROUNDS; round += 1) {
    await editPrice(port, headers, itemId, round % 2 ? price : price + 1);
    const page = await rawGet(port, path, headers);
    if (page.status !== 200) throw new Error(`page after an edit answered ${page.status}`);
    times.push(page.ms);
  }
  const sorted = [...times].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)]!, max: sorted.at(-1)! };
}

async function signIn(port: number): Promise<string> {
  const body = JSON.stringify(OPERATOR);
  const response = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': requestHeaders['x-api-key']!, 'user-agent': 'apotheca-bench' },
    body,
  });
  const answer = (await response.json()) as { access_token?: string; error?: string };
  if (!response.ok || !answer.access_token) throw new Error(`operator sign-in answered ${response.status}: ${answer.error ?? 'no token'}`);
  return answer.access_token;
}

/**
 * GET /api/admin/stores/{id}/items of the benchmark store (20,000 items per usage type) as the
 * demo operator: an open loop at 20 requests per second for BENCH_CONSOLE_SECONDS, latencies from
 * the intended send time, p50 and p99 reported against the 100 ms goal.
 */
export async function benchConsoleCatalog(server: BenchServer): Promise<ConsoleCatalogReport> {
  const storeId = Number(settings.storeId ?? server.ready.store?.id ?? 0);
  const pathFor = consolePath(storeId, settings.search ?? server.ready.search.word);
  const report: ConsoleCatalogReport = { db: server.kind, storeId, path: pathFor(0) };
  try {
    const token = await signIn(server.ready.port);
    const headers = { ...requestHeaders, authorization: `Bearer ${token}` };
    const probe = await rawGet(server.ready.port, report.path, headers);
    if (probe.status !== 200) throw new Error(`first page answered ${probe.status}: ${decode(probe).toString('utf8').slice(0, 200)}`);
    const first = JSON.parse(decode(probe).toString('utf8')) as { total_rows: number; data: { id: number; price_cents: number | null }[] };
    report.items = first.total_rows;
    report.coldMs = probe.ms;
    log(`${server.kind}: console catalog table, store ${storeId} (${report.items} items): open loop ${CONSOLE_TARGET.rate} req/s for ${settings.consoleSeconds} s`);
    const row = await measure(server, 'page uncached', () =>
      openLoop({ target: { port: server.ready.port, path: report.path, pathFor, headers }, rate: CONSOLE_TARGET.rate, durationMs: settings.consoleSeconds * 1000, timeoutMs: settings.timeoutMs, maxSockets: settings.openSockets }),
    );
    report.result = row.result;
    report.serverCpuPercent = row.serverCpuPercent;
    report.otherCpuPercent = row.otherCpuPercent;
    log(`  p50 ${ms(row.result.p50)} ms, p99 ${ms(row.result.p99)} ms, max ${ms(row.result.max)} ms, errors ${row.result.errors}`);
    const priced = first.data.find((item) => item.price_cents !== null);
    if (priced) {
      report.afterEditMs = await firstPageAfterEdit(server.ready.port, headers, storeId, priced.id, priced.price_cents!);
      log(`  first page after an edit: median ${ms(report.afterEditMs.median)} ms, max ${ms(report.afterEditMs.max)} ms`);
    }
  } catch (error) {
    report.error = (error as Error).message;
  }
  return report;
}

import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { FEED_KEY_HEADER, feedResultSchema, type FeedResult } from '@/api/admin-import';
import { API_HEADERS } from '@/api/common';
import { feedPaths } from '@/api/feed-paths';
import { parseCsv, writeCsv } from '@/domain/csv';

/**
 * The feed CLI's work (README "The point-of-sale feed"): read a CSV or JSON file of rows, fill in
 * `--store` where a row names none, send it to the feed with the key, and print a line per row.
 * Answers the exit code: 0 all rows written, 1 some rows had errors, 2 the call itself failed.
 */
export interface FeedRun {
  file: string;
  key: string;
  url: string;
  store?: string;
  /** quantities: PATCH (sku, store, usage_type, quantity); else PUT of full rows. */
  quantitiesOnly?: boolean;
  snapshotAt?: string;
  idempotencyKey?: string;
}

type Fetch = (url: string, init: RequestInit) => Response | Promise<Response>;

/** CSV text with the store column filled (added when missing). */
function csvWithStore(text: string, store: string | undefined): string {
  const parsed = parseCsv(text);
  if (!parsed.ok || !store) return text;
  const [header = [], ...rows] = parsed.records;
  let column = header.findIndex((name) => name.trim().toLowerCase() === 'store');
  if (column < 0) {
    header.push('store');
    column = header.length - 1;
  }
  for (const row of rows) {
    while (row.length < header.length) row.push('');
    if (!row[column]!.trim()) row[column] = store;
  }
  return writeCsv([header, ...rows]);
}

/** A JSON file is { rows } or a bare list of rows. */
function jsonWithStore(text: string, store: string | undefined, snapshotAt: string | undefined): string {
  const parsed = JSON.parse(text) as unknown;
  const body = (Array.isArray(parsed) ? { rows: parsed } : parsed) as { rows?: unknown[]; snapshot_at?: string };
  if (store && Array.isArray(body.rows)) body.rows = body.rows.map((row) => (row && typeof row === 'object' && !(row as { store?: unknown }).store ? { ...row, store } : row));
  if (snapshotAt) body.snapshot_at = snapshotAt;
  return JSON.stringify(body);
}

function describe(result: FeedResult, print: (line: string) => void) {
  for (const row of result.results) {
    const where = [row.sku ?? '?', row.store ?? '?', row.usage_type ?? '?'].join('  ');
    if (row.status === 'error') {
      print(`row ${row.row}  ${where}  error  ${(row.errors ?? []).map((error) => `${error.field}: ${error.message}`).join('; ')}`);
    } else {
      print(`row ${row.row}  ${where}  ${row.status}  quantity ${row.quantity ?? '-'}`);
    }
  }
  const { created, updated, unchanged, errors } = result.counts;
  print(`${created} created, ${updated} updated, ${unchanged} unchanged, ${errors} with errors (snapshot ${result.snapshot_at})`);
}

export async function runFeed(run: FeedRun, fetchImpl: Fetch = fetch, print: (line: string) => void = console.log): Promise<number> {
  let text: string;
  try {
    text = await readFile(run.file, 'utf8');
  } catch (error) {
    print(`Cannot read ${run.file}: ${(error as Error).message}`);
    return 2;
  }
  const isJson = run.file.toLowerCase().endsWith('.json');
  let body: string;
  try {
    body = isJson ? jsonWithStore(text, run.store, run.snapshotAt) : csvWithStore(text, run.store);
  } catch {
    print(`${run.file} is not valid JSON.`);
    return 2;
  }
  const operation = run.quantitiesOnly ? feedPaths.feedQuantities : feedPaths.feedInventory;
  const query = !isJson && run.snapshotAt ? `?snapshot_at=${encodeURIComponent(run.snapshotAt)}` : '';
  let response: Response;
  try {
    response = await fetchImpl(`${run.url.replace(/\/$/, '')}/api${operation.path}${query}`, {
      method: operation.method.toUpperCase(),
      headers: {
        'content-type': isJson ? 'application/json' : 'text/csv',
        [FEED_KEY_HEADER]: run.key,
        [API_HEADERS.idempotencyKey]: run.idempotencyKey ?? randomUUID(),
      },
      body,
    });
  } catch (error) {
    print(`Cannot reach ${run.url}: ${(error as Error).message}`);
    return 2;
  }
  const answer = (await response.json().catch(() => undefined)) as { error?: string; fields?: Record<string, string[]> } | undefined;
  if (!response.ok) {
    print(`The feed answered ${response.status}: ${answer?.error ?? response.statusText}`);
    for (const [field, messages] of Object.entries(answer?.fields ?? {})) print(`  ${field}: ${messages.join('; ')}`);
    return 2;
  }
  const result = feedResultSchema.parse(answer);
  describe(result, print);
  return result.counts.errors ? 1 : 0;
}

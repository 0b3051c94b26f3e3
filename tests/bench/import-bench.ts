import { performance } from 'node:perf_hooks';
import { inventoryRowsCsv, type InventoryRow } from '../../src/domain/inventory-rows';
import { createApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { staffRoles } from '../../src/server/db/schema';
import { bearer, insertStaffer } from '../../src/server/routes/testing/account-fixture';
import { insertBrand, insertStore } from '../../src/server/routes/testing/catalog-fixture';
import { startTempPostgres } from '../support/postgres';
import { onCleanup } from './cleanups';
import { log, secs } from './format';
import type { DbKind } from './kinds';

/**
 * The import part of the bench (README "Import and export"): 20,000 items into one empty store
 * through POST admin/stores/{id}/import, called in process (the handler, the diff and the database,
 * not the network): the dry run, the apply (inserts), a dry run of the same file against the full
 * store, and an apply that changes every price (updates). Each on a fresh database of its own.
 */
export interface ImportStep {
  step: string;
  ms: number;
  rows: number;
  status: number;
  counts: string;
}
export interface ImportReport {
  kind: DbKind;
  steps: ImportStep[];
  error?: string;
}

const HOST = 'bench-import.test';

function rows(store: string, count: number, priceCents: number): InventoryRow[] {
  return Array.from({ length: count }, (_, index) => ({
    sku: `BENCH-${String(index).padStart(6, '0')}`,
    store,
    usage_type: 'recreational',
    name: `Bench Item ${index}`,
    brand: `Brand ${index % 40}`,
    category: (['flower', 'vapes', 'edibles', 'prerolls', 'concentrates'] as const)[index % 5]!,
    sub_category: 'Bench',
    size: '3.5g',
    price_cents: priceCents + (index % 100),
    quantity: index % 50,
    thc: 18 + (index % 10),
    thca: null,
    cbd: 0.5,
    cbda: null,
    cbn: null,
    cbg: null,
    potency_unit: '%',
    strain_type: 'hybrid',
    strain: null,
    description: `A bench item, number ${index}, with a description of a realistic length for a menu.`,
    tags: index % 7 ? [] : ['staff-picks'],
    hidden: false,
  }));
}

async function openKind(kind: DbKind): Promise<DatabaseHandle> {
  if (kind === 'pglite') return openDatabase({ dataDir: 'memory://' });
  const postgres = await startTempPostgres();
  onCleanup(() => postgres.stop());
  return openDatabase({ url: postgres.url, dataDir: 'memory://' });
}

export async function benchImport(kind: DbKind, count: number): Promise<ImportReport> {
  const handle = await openKind(kind);
  try {
    await handle.migrate();
    const db = handle.db;
    const config = loadConfig({ ...process.env, DATABASE_URL: undefined, DATA_DIR: 'memory://', WEB_DIST: '.nonexistent' });
    const brand = await insertBrand(db, { hosts: [HOST], isMainBrand: true });
    const store = await insertStore(db, brand.id, { storeSlug: 'bench-import-store' });
    const operator = await insertStaffer(db, brand.id, []);
    await db.insert(staffRoles).values({ userId: operator.id, role: 'operator' });
    const auth = await bearer(operator, config.AUTH_SECRET);
    const app = createApp({ db, config });
    const steps: ImportStep[] = [];
    const send = async (step: string, mode: string, csv: string) => {
      const started = performance.now();
      const response = await app.request(`/api/admin/stores/${store.id}/import?mode=${mode}`, { method: 'POST', headers: { host: HOST, 'content-type': 'text/csv', ...auth }, body: csv });
      const body = (await response.json()) as { counts?: Record<string, number> };
      const ms = performance.now() - started;
      const counts = body.counts ? Object.entries(body.counts).map(([name, value]) => `${name} ${value}`).join(', ') : JSON.stringify(body).slice(0, 120);
      steps.push({ step, ms, rows: count, status: response.status, counts });
      log(`import ${kind}: ${step}: ${secs(ms)} (${Math.round(count / (ms / 1000))} rows/s) ${counts}`);
    };
    const first = inventoryRowsCsv(rows(store.storeSlug, count, 2500));
    const second = inventoryRowsCsv(rows(store.storeSlug, count, 2600));
    await send('dry run, empty store', 'dry_run', first);
    await send(`apply, ${count} new items`, 'apply', first);
    await send('dry run, same file, full store', 'dry_run', first);
    await send('apply, every price changed', 'apply', second);
    return { kind, steps };
  } catch (error) {
    return { kind, steps: [], error: (error as Error).message };
  } finally {
    await handle.close();
  }
}

/** The report's section: a row per step with its time and rows per second. */
export function renderImport(reports: readonly ImportReport[]): string[] {
  if (!reports.length) return [];
  const out = ['', '## Import (POST admin/stores/{id}/import, in process, one store)', '', '| database | step | rows | status | time | rows/s | counts |', '|---|---|---:|---:|---:|---:|---|'];
  for (const report of reports) {
    if (report.error) out.push(`| ${report.kind} | failed: ${report.error} | | | | | |`);
    for (const step of report.steps) out.push(`| ${report.kind} | ${step.step} | ${step.rows} | ${step.status} | ${secs(step.ms)} | ${Math.round(step.rows / (step.ms / 1000))} | ${step.counts} |`);
  }
  return out;
}

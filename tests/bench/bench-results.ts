import type { LiveReport } from './live-bench';
import type { Check } from './answer-check';
import type { BundleReport } from './bundle';
import type { ConsoleCatalogReport } from './console-catalog';
import type { InventoryPaths } from './inventory-requests';
import type { DbKind, Kind } from './kinds';
import type { LighthouseReport } from './lighthouse-results';
import type { LoadResult } from './load';
import type { MixedReport } from './mixed';
import type { BenchServer } from './server-process';

/** What a bench run measured: per database, per request kind; and the input of the report. */
export interface RunRow {
  db: DbKind;
  kind: Kind;
  result: LoadResult;
  serverCpuPercent: number;
  eventLoopPercent: number;
  dbCpuPercent?: number;
  /** CPU used on the machine by processes that are not part of the bench (other work on the box). */
  otherCpuPercent: number;
  /** Seconds the server needed afterwards to finish requests still queued in it. */
  drainSeconds: number;
  /** Set when the server did not drain and was restarted. */
  restarted?: string;
}

export interface ProfileRow {
  db: DbKind;
  kind: Kind;
  requests: number;
  clientMs: { p50: number; max: number };
  statementsPerRequest: number;
  dbMsPerRequest: number;
  top: { id: number; text: string; count: number; meanMs: number; maxMs: number; rows: number; plan?: string }[];
}

export interface DbReport {
  kind: DbKind;
  server: BenchServer;
  paths: InventoryPaths;
  checks: Partial<Record<Kind, Check>>;
  bareSameBytes: Record<string, boolean>;
  closed: RunRow[];
  open: RunRow[];
  profile: ProfileRow[];
  errors: string[];
  /** Open-loop runs left out, with the reason. */
  skipped: string[];
  loadMs: number;
}

export interface ReportInput {
  startedAt: Date;
  totalMs: number;
  phases: [string, number][];
  bundle?: BundleReport;
  bundleError?: string;
  dbs: DbReport[];
  /** The console catalog table per database (part `console`). */
  consoleCatalog: ConsoleCatalogReport[];
  failures: string[];
  pgVersion?: string;
  /** The Lighthouse part, when it ran (BENCH_ONLY / BENCH_LIGHTHOUSE). */
  lighthouse?: LighthouseReport;
  /** Open streams and one event fanned out to all (part `live`). */
  live?: LiveReport;
  /** The mixed shopper workload (part `mixed`). */
  mixed?: MixedReport;
}

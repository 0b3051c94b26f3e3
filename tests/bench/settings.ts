import { baseOf, type DbKind, type Kind } from './kinds';

/**
 * The bench's settings, read once from the environment. What each BENCH_* variable means is documented
 * at the top of tests/bench/run.ts (the README points there).
 */
const env = process.env;
const flag = (name: string, fallback: boolean) => (env[name] === undefined ? fallback : ['1', 'true', 'yes'].includes(String(env[name]).toLowerCase()));
const num = (name: string, fallback: number) => {
  const value = Number(env[name]);
  return env[name] !== undefined && Number.isFinite(value) && value > 0 ? value : fallback;
};

/** The parts of the bench; BENCH_ONLY picks some (comma list), else all, Lighthouse unless BENCH_LIGHTHOUSE=false. */
export const BENCH_PARTS = ['bundle', 'databases', 'console', 'mixed', 'import', 'live', 'pages', 'lighthouse', 'seo'] as const;
export type BenchPart = (typeof BENCH_PARTS)[number];
const only = (env.BENCH_ONLY ?? '').split(',').map((item) => item.trim()).filter(Boolean);
const unknownParts = only.filter((item) => !(BENCH_PARTS as readonly string[]).includes(item));
if (unknownParts.length) throw new Error(`BENCH_ONLY: unknown part(s) ${unknownParts.join(', ')}; use ${BENCH_PARTS.join(', ')}`);

export const settings = {
  parts: new Set<BenchPart>(only.length ? (only as BenchPart[]) : BENCH_PARTS.filter((part) => !['lighthouse', 'seo'].includes(part) || flag('BENCH_LIGHTHOUSE', true))),
  productsPerStore: Math.round(num('BENCH_PRODUCTS_PER_STORE', 20000)),
  importRows: Math.round(num('BENCH_IMPORT_ROWS', 20000)),
  dbs: (env.BENCH_DBS ?? 'pglite,postgres').split(',').map((item) => item.trim()).filter((item): item is DbKind => item === 'pglite' || item === 'postgres'),
  concurrency: Math.round(num('BENCH_CONCURRENCY', 16)),
  seconds: num('BENCH_SECONDS', 10),
  warmupSeconds: env.BENCH_WARMUP_SECONDS === '0' ? 0 : num('BENCH_WARMUP_SECONDS', 2),
  openRate: num('BENCH_OPEN_RATE', 300),
  openSeconds: env.BENCH_OPEN_SECONDS === '0' ? 0 : num('BENCH_OPEN_SECONDS', 30),
  consoleSeconds: num('BENCH_CONSOLE_SECONDS', 30),
  openUncached: env.BENCH_OPEN_UNCACHED ?? 'auto',
  openUncachedRate: num('BENCH_OPEN_UNCACHED_RATE', 50),
  openFacets: flag('BENCH_OPEN_FACETS', true),
  uncached: flag('BENCH_UNCACHED', true),
  timeoutMs: num('BENCH_TIMEOUT_MS', 10_000),
  openSockets: Math.round(num('BENCH_OPEN_SOCKETS', 32)),
  drainSeconds: num('BENCH_DRAIN_SECONDS', 60),
  reseed: flag('BENCH_RESEED', false),
  analyzePglite: flag('BENCH_ANALYZE_PGLITE', false),
  parallelSeed: flag('BENCH_PARALLEL_SEED', true),
  quietWaitSeconds: env.BENCH_QUIET_WAIT_SECONDS === undefined ? 0 : Number(env.BENCH_QUIET_WAIT_SECONDS) || 0,
  quietPercent: num('BENCH_QUIET_PERCENT', 30),
  build: env.BENCH_BUILD ?? 'auto',
  bundleModules: flag('BENCH_BUNDLE_MODULES', true),
  profileRequests: env.BENCH_PROFILE_REQUESTS === '0' ? 0 : Math.round(num('BENCH_PROFILE_REQUESTS', 20)),
  seedTimeoutMs: num('BENCH_SEED_TIMEOUT_MINUTES', 30) * 60_000,
  storeId: env.BENCH_STORE_ID,
  search: env.BENCH_SEARCH,
  lighthouseRuns: Math.round(num('BENCH_LIGHTHOUSE_RUNS', 3)),
  lighthousePages: (env.BENCH_LIGHTHOUSE_PAGES ?? '/,/products/flower,/product/{id},/cart,/locations').split(',').map((item) => item.trim()).filter((item) => item.startsWith('/')),
  lighthouseTimeoutSeconds: num('BENCH_LIGHTHOUSE_TIMEOUT_SECONDS', 180),
  lighthouseStore: env.BENCH_LIGHTHOUSE_STORE,
  pagesRate: num('BENCH_PAGES_RATE', 100),
  pagesSeconds: num('BENCH_PAGES_SECONDS', 20),
  pagesAloneSeconds: env.BENCH_PAGES_ALONE_SECONDS === '0' ? 0 : num('BENCH_PAGES_ALONE_SECONDS', 5),
  pagesProfile: flag('BENCH_PAGES_PROFILE', true),
  mixedStepSeconds: num('BENCH_MIXED_STEP_SECONDS', 15),
  mixedRates: (env.BENCH_MIXED_RATES ?? '25,50,75,100,150,200,250,300,400,500').split(',').map(Number).filter((rate) => rate > 0),
  mixedBudgetSeconds: num('BENCH_MIXED_BUDGET_SECONDS', 120),
  mixedWarmRate: num('BENCH_MIXED_WARM_RATE', 50),
  mixedWarmSeconds: env.BENCH_MIXED_WARM_SECONDS === '0' ? 0 : num('BENCH_MIXED_WARM_SECONDS', 15),
  mixedProfile: flag('BENCH_MIXED_PROFILE', true),
  mixedCalls: Math.round(num('BENCH_MIXED_CALLS', 30)),
  mixedWorkers: Math.round(num('BENCH_MIXED_WORKERS', 2)),
  /** Not a bench setting: the server's, echoed in the report. */
  catalogCacheSeconds: env.CATALOG_CACHE_SECONDS,
};
export const TARGET_P99: Record<DbKind, number> = { postgres: 50, pglite: 100 };
/**
 * Issue 23's goal for answers the catalog cache cannot give (every search, every new filter), at
 * BENCH_OPEN_UNCACHED_RATE: list and search p99 ≤ 50 ms and facets ≤ 100 ms on PostgreSQL, all ≤ 150 ms on PGlite.
 */
export const TARGET_P99_UNCACHED: Record<DbKind, { page: number; facets: number }> = { postgres: { page: 50, facets: 100 }, pglite: { page: 150, facets: 150 } };
/** The p99 target of an open-loop run of `kind` on `db`. */
export function targetP99(db: DbKind, kind: Kind): number {
  return kind.endsWith('uncached') ? TARGET_P99_UNCACHED[db][baseOf(kind)] : TARGET_P99[db];
}
/** The rate an open loop of `kind` offers: uncached answers at issue 23's 50 req/s, the rest at BENCH_OPEN_RATE. */
export function openRateOf(kind: Kind): number {
  return kind.endsWith('uncached') ? settings.openUncachedRate : settings.openRate;
}
/** A run during which other processes used more than this share of one core is flagged as noisy. */
export const NOISY_PERCENT = 40;
export const API_KEY = env.API_KEY ?? 'apotheca-public-web-key';

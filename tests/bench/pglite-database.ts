import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { dirBytes, seedSourcesHash } from './cache-files';
import { log, secs } from './format';
import { startServer, type BenchServer } from './server-process';
import { settings } from './settings';

const pgliteDir = () => path.join('.data', `bench-pglite-${settings.productsPerStore}`);
interface PgliteMeta {
  seedHash?: string;
  seedMs?: number;
  analyzedByBench?: boolean;
}
export function pgliteMeta(): PgliteMeta | undefined {
  const file = `${pgliteDir()}.meta.json`;
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PgliteMeta) : undefined;
}
/** ANALYZE persists in the cached data dir: remember it, so later runs do not report it as the app's doing. */
export function markPgliteAnalyzed() {
  const meta = pgliteMeta();
  if (meta) writeFileSync(`${pgliteDir()}.meta.json`, JSON.stringify({ ...meta, analyzedByBench: true }, null, 2));
}

/** PGlite in .data/bench-pglite-<n>, reused while the seed sources are unchanged. */
export async function startPglite(): Promise<BenchServer> {
  const dir = pgliteDir();
  const metaFile = `${dir}.meta.json`;
  const seedHash = seedSourcesHash();
  let cache = 'reused';
  const meta = pgliteMeta();
  if (settings.reseed || !existsSync(dir) || meta?.seedHash !== seedHash) {
    cache = settings.reseed ? 'reseeded (BENCH_RESEED)' : !existsSync(dir) ? 'new' : meta ? 'reseeded (seed sources changed)' : 'reseeded (no marker)';
    rmSync(dir, { recursive: true, force: true });
    rmSync(metaFile, { force: true });
  }
  log(`PGlite: ${dir} (${cache}), ${settings.productsPerStore} products per store`);
  mkdirSync('.data', { recursive: true });
  const server = await startServer('pglite', { DATA_DIR: dir });
  if (server.ready.seeded) writeFileSync(metaFile, JSON.stringify({ seedHash, seedMs: server.ready.timings.seedMs, at: new Date().toISOString() }, null, 2));
  if (!server.ready.seeded && meta?.seedMs) cache += ` (seeded earlier in ${secs(meta.seedMs)})`;
  return { ...server, cache, dataBytes: dirBytes(dir) };
}

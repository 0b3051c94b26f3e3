import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { ensurePostgresBinaries, startTempPostgres, type TempPostgres } from '../support/postgres';
import { seedSourcesHash } from './cache-files';
import { onCleanup } from './cleanups';
import { log, secs } from './format';
import { startServer, type BenchServer } from './server-process';
import { settings } from './settings';

export interface PostgresStart {
  server: BenchServer;
  postgres: TempPostgres;
  url: string;
  /** After the bench: pg_dump the freshly seeded database so the next run restores it instead of seeding. */
  saveDump?: () => Promise<string>;
}

/**
 * A throwaway PostgreSQL (tests/support/postgres.ts), migrated and seeded by the server process.
 * Seeding 20,000 products per store takes minutes, so a seeded database is kept as a pg_dump in
 * .data/bench-pg-<n>.dump (reused while the seed sources are unchanged) and restored with pg_restore.
 */
export async function startPostgresServer(): Promise<PostgresStart> {
  const postgres = await startTempPostgres();
  onCleanup(() => postgres.stop());
  const bin = ensurePostgresBinaries();
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query('CREATE DATABASE apotheca_bench');
  await admin.end();
  const url = new URL(postgres.url);
  url.pathname = '/apotheca_bench';
  const dumpFile = path.join('.data', `bench-pg-${settings.productsPerStore}.dump`);
  const metaFile = `${dumpFile}.meta.json`;
  const seedHash = seedSourcesHash();
  const meta = existsSync(metaFile) ? (JSON.parse(readFileSync(metaFile, 'utf8')) as { seedHash?: string; seedMs?: number }) : undefined;
  let cache = 'fresh (temp dir)';
  if (!settings.reseed && existsSync(dumpFile) && meta?.seedHash === seedHash) {
    log(`PostgreSQL ${postgres.version} on 127.0.0.1:${postgres.port}: restoring ${dumpFile}`);
    const started = performance.now();
    const restore = spawnSync(path.join(bin, 'pg_restore'), ['--no-owner', '--jobs=2', '--dbname', url.toString(), dumpFile], { encoding: 'utf8' });
    const seconds = secs(performance.now() - started);
    if (restore.status === 0) cache = `restored from dump in ${seconds}${meta.seedMs ? ` (seeded earlier in ${secs(meta.seedMs)})` : ''}`;
    else {
      log(`pg_restore failed (${restore.status}): ${restore.stderr.slice(0, 500)}; seeding instead`);
      const again = new pg.Client({ connectionString: postgres.url });
      await again.connect();
      await again.query('DROP DATABASE apotheca_bench WITH (FORCE)');
      await again.query('CREATE DATABASE apotheca_bench');
      await again.end();
      cache = 'fresh (restore failed)';
    }
  } else {
    log(`PostgreSQL ${postgres.version} on 127.0.0.1:${postgres.port}: migrating and seeding ${settings.productsPerStore} products per store`);
  }
  const server = await startServer('postgres', { DATABASE_URL: url.toString() });
  const sizeClient = new pg.Client({ connectionString: url.toString() });
  await sizeClient.connect();
  const size = Number((await sizeClient.query<{ size: string }>('select pg_database_size(current_database()) as size')).rows[0]?.size ?? 0);
  await sizeClient.end();
  const saveDump = server.ready.seeded
    ? async () => {
        const started = performance.now();
        const dump = spawnSync(path.join(bin, 'pg_dump'), ['--format=custom', '--compress=1', '--file', `${dumpFile}.tmp`, url.toString()], { encoding: 'utf8' });
        if (dump.status !== 0) return `pg_dump failed: ${dump.stderr.slice(0, 300)}`;
        renameSync(`${dumpFile}.tmp`, dumpFile);
        writeFileSync(metaFile, JSON.stringify({ seedHash, seedMs: server.ready.timings.seedMs, at: new Date().toISOString() }, null, 2));
        return `saved ${dumpFile} (${(statSync(dumpFile).size / 2 ** 20).toFixed(0)} MB) in ${secs(performance.now() - started)}`;
      }
    : undefined;
  return { server: { ...server, cache, dataBytes: size }, postgres, url: url.toString(), saveDump };
}

import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { inject } from 'vitest';
import { createApp } from '@/server/app';
import { loadConfig, type Config } from '@/server/config';
import { openDatabase, type DatabaseHandle } from '@/server/db/client';
import { listenOnPglite } from '@/server/db/listen';
import { openPgliteOnThread } from '@/server/db/pglite-on-thread';
import { pgliteOptions } from '@/server/db/pglite-options';
import { seedOnce } from '@/server/db/prepare';
import type { LiveHub } from '@/server/services/live/live-hub';
import { startLive } from '@/server/services/live/start-live';
import * as schema from '@/server/db/schema';
import type { ApiDatabaseTemplate } from './database-template';

/** An answer as tests read it: its status, its body parsed when it is JSON (else the text), its headers. */
export async function readAnswer(response: Response): Promise<{ status: number; body: any; headers: Headers }> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // HTML and plain text stay text
  }
  return { status: response.status, body, headers: response.headers };
}

export interface TestApp {
  app: ReturnType<typeof createApp>;
  handle: DatabaseHandle;
  config: Config;
  /** The PostgreSQL database of this app under TEST_DATABASE_URL (for a server process of its own); unset on PGlite. */
  databaseUrl?: string;
  /** The app's live streams (README "Live updates"). */
  live: LiveHub;
  /** GET/POST helper: answers status and parsed JSON. */
  request(path: string, init?: RequestInit & { json?: unknown }): Promise<{ status: number; body: any; headers: Headers }>;
  close(): Promise<void>;
}

/**
 * A real app on a real, freshly migrated database of its own: in-memory PGlite by default, or a new
 * database on the PostgreSQL server named by TEST_DATABASE_URL (CI runs the API suite on both).
 * Each database is a copy of the run's migrated template (api-global-setup.ts).
 */
export async function createTestApp(options: { seedDemo?: boolean; productsPerStore?: number } = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const { handle } = database;
  const config = loadConfig({ ...process.env, DATABASE_URL: database.url, DATA_DIR: 'memory://', WEB_DIST: '.nonexistent' });
  // Applies nothing on a current template; keeps the database right should the template ever lag.
  await handle.migrate();
  if (options.seedDemo) await seedOnce(handle, options.productsPerStore ?? config.SEED_PRODUCTS_PER_STORE);
  const live = await startLive(handle, config);
  const app = createApp({ db: handle.db, config, live: live.hub });
  return {
    app,
    handle,
    config,
    databaseUrl: database.url,
    async request(path, init = {}) {
      const { json, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (json !== undefined) headers.set('content-type', 'application/json');
      return readAnswer(await app.request(path, { ...rest, headers, body: json === undefined ? rest.body : JSON.stringify(json) }));
    },
    live: live.hub,
    async close() {
      await live.stop();
      await handle.close();
      await database.drop?.();
    },
  };
}

/**
 * A freshly migrated database of a test's own, copied from the run's template: a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL, else an in-memory PGlite. `drop` removes a server one.
 */
export async function openTestDatabase(): Promise<{ handle: DatabaseHandle; url?: string; drop?: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  return adminUrl ? createPostgresDatabase(adminUrl) : { handle: openTestPglite() };
}

/** The run's template (undefined outside the API project, whose global setup makes it). */
const runTemplate = () => inject('apiDatabaseTemplate') as ApiDatabaseTemplate | undefined;

/** A new database on the server, copied from the run's template database when there is one. */
async function createPostgresDatabase(adminUrl: string): Promise<{ handle: DatabaseHandle; url: string; drop: () => Promise<void> }> {
  const template = runTemplate();
  const name = `apotheca_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}${template?.kind === 'postgres' ? ` TEMPLATE ${template.database}` : ''}`);
  const parsed = new URL(adminUrl);
  parsed.pathname = `/${name}`;
  const url = parsed.toString();
  return {
    handle: openDatabase({ url, dataDir: 'memory://' }),
    url,
    drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function adminQuery(adminUrl: string, query: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(query);
  } finally {
    await admin.end();
  }
}

const migrationsFolder = fileURLToPath(new URL('../../src/server/db/migrations', import.meta.url));
/** The template read once per worker (API files share their worker: isolate is off). */
let templateTarball: { file: string; data: Uint8Array<ArrayBuffer> } | undefined;

/**
 * An in-memory PGlite loaded from the template's data directory: the same handle openDatabase makes
 * for `memory://` (src/server/db/client.ts), without initdb and the migrations. Without a template,
 * openDatabase's own fresh database. For API tests that build their app themselves (app.test.ts).
 * TEST_PGLITE_THREAD=own runs it on a thread of its own, as the server does (pglite-on-thread.ts).
 */
export function openTestPglite(): DatabaseHandle {
  const template = runTemplate();
  if (template?.kind !== 'pglite') return openDatabase({ dataDir: 'memory://' });
  if (templateTarball?.file !== template.tarball) templateTarball = { file: template.tarball, data: new Uint8Array(readFileSync(template.tarball)) };
  const client =
    process.env.TEST_PGLITE_THREAD === 'own'
      ? (openPgliteOnThread({ dataDir: 'memory://', loadDataDir: templateTarball.data }) as unknown as PGlite)
      : new PGlite('memory://', { ...pgliteOptions, loadDataDir: new Blob([templateTarball.data]) });
  const db = drizzle({ client, schema });
  return { db, kind: 'pglite', migrate: () => migrate(db, { migrationsFolder }), close: () => client.close(), listen: (channel, onPayload) => listenOnPglite(client, channel, onPayload) };
}

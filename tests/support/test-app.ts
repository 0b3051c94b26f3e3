import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createApp } from '@/server/app';
import { loadConfig, type Config } from '@/server/config';
import { openDatabase, type DatabaseHandle } from '@/server/db/client';
import { seedOnce } from '@/server/db/prepare';

export interface TestApp {
  app: ReturnType<typeof createApp>;
  handle: DatabaseHandle;
  config: Config;
  /** GET/POST helper: answers status and parsed JSON. */
  request(path: string, init?: RequestInit & { json?: unknown }): Promise<{ status: number; body: any; headers: Headers }>;
  close(): Promise<void>;
}

/**
 * A real app on a real, freshly migrated database: in-memory PGlite by default, or a new database
 * on the PostgreSQL server named by TEST_DATABASE_URL (CI runs the API suite on both).
 */
export async function createTestApp(options: { seedDemo?: boolean; productsPerStore?: number } = {}): Promise<TestApp> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  let dropDatabase: (() => Promise<void>) | undefined;
  let url: string | undefined;
  if (adminUrl) {
    const name = `apotheca_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const parsed = new URL(adminUrl);
    parsed.pathname = `/${name}`;
    url = parsed.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  }
  const config = loadConfig({ ...process.env, DATABASE_URL: url, DATA_DIR: 'memory://', WEB_DIST: '.nonexistent' });
  const handle = openDatabase({ url, dataDir: 'memory://' });
  await handle.migrate();
  if (options.seedDemo) await seedOnce(handle, options.productsPerStore ?? config.SEED_PRODUCTS_PER_STORE);
  const app = createApp({ db: handle.db, config });
  return {
    app,
    handle,
    config,
    async request(path, init = {}) {
      const { json, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (json !== undefined) headers.set('content-type', 'application/json');
      const response = await app.request(path, { ...rest, headers, body: json === undefined ? rest.body : JSON.stringify(json) });
      const text = await response.text();
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        // non-JSON bodies stay text
      }
      return { status: response.status, body, headers: response.headers };
    },
    async close() {
      await handle.close();
      await dropDatabase?.();
    },
  };
}

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import type { Database } from '@/server/db/client';
import { seedBrands } from '@/server/db/seed/brands';
import { openTestDatabase } from './test-app';

/**
 * The server handing out a web build made of `files` (path in the build → content) from a temp
 * folder, on a migrated database with the demo brands: for tests of how the web app is served.
 * `settings` are further environment settings (TRUST_PROXY, MAP_STYLE_URL, ...).
 */
export async function createWebDistApp(files: Record<string, string>, settings: Record<string, string> = {}): Promise<{ app: ReturnType<typeof createApp>; db: Database; close: () => Promise<void> }> {
  const dist = mkdtempSync(path.join(tmpdir(), 'apotheca-dist-'));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), content);
  }
  // The run's template database (PostgreSQL in the PostgreSQL run): migrating a fresh PGlite per app
  // costs tens of seconds on a busy machine.
  const database = await openTestDatabase();
  const { handle } = database;
  await handle.migrate();
  await seedBrands(handle.db);
  const app = createApp({ db: handle.db, config: loadConfig({ WEB_DIST: dist, ...settings }) });
  return {
    app,
    db: handle.db,
    async close() {
      await handle.close();
      await database.drop?.();
      rmSync(dist, { recursive: true, force: true });
    },
  };
}

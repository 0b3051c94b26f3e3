import { rmSync } from 'node:fs';
import path from 'node:path';

/**
 * Playwright's web server: the real `npm start` entry (build if needed, migrate, seed, serve) on a
 * fresh PGlite data folder, so every e2e run starts from a freshly seeded database. The folder is
 * removed again when the server exits. E2E_DATABASE_URL runs the suite against PostgreSQL instead.
 */
const dataDir = process.env.DATA_DIR;
if (!dataDir || !path.basename(path.dirname(dataDir)).startsWith('apotheca-e2e-')) {
  throw new Error(`[e2e] refusing to use DATA_DIR=${dataDir}: expected a folder under apotheca-e2e-*`);
}
const runDir = path.dirname(dataDir);
rmSync(runDir, { recursive: true, force: true });
process.on('exit', () => rmSync(runDir, { recursive: true, force: true }));

if (process.env.E2E_DATABASE_URL) process.env.DATABASE_URL = process.env.E2E_DATABASE_URL;
else delete process.env.DATABASE_URL;

// Stopped while still migrating or seeding: exit at once (the folder goes with it). Once serving,
// start.ts's own handlers close the server and the database first.
const stopEarly = () => process.exit(143);
process.once('SIGINT', stopEarly).once('SIGTERM', stopEarly);
await import('../../src/server/cli/start');
process.off('SIGINT', stopEarly).off('SIGTERM', stopEarly);

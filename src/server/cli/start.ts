import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { prepareDatabase } from '../db/prepare';

/** Production-style start: build the web app if its sources changed, migrate, seed once, serve. */
const config = loadConfig();

const WEB_SOURCES = ['src/web', 'src/api', 'src/domain', 'sw', 'public', 'index.html', 'vite.config.ts', 'panda.config.ts'];

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce((max, name) => Math.max(max, newestMtime(path.join(entry, name))), stat.mtimeMs);
}

function buildIfNeeded() {
  const builtAt = newestMtime(path.join(config.WEB_DIST, 'index.html'));
  const changedAt = Math.max(...WEB_SOURCES.map(newestMtime));
  if (builtAt && builtAt >= changedAt) return;
  console.log(`[start] building the web app into ${config.WEB_DIST}…`);
  // Into WEB_DIST, so a second server pointed at its own folder never rewrites another's build.
  const result = spawnSync('npm', ['run', 'build', '--', '--outDir', config.WEB_DIST, '--emptyOutDir'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

buildIfNeeded();
const handle = await prepareDatabase(config);
const app = createApp({ db: handle.db, config });
const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
  console.log(`[start] Apotheca on http://localhost:${info.port} (${handle.kind})`);
});

async function shutdown() {
  server.close();
  await handle.close();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

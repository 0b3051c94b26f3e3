import { spawnSync } from 'node:child_process';
import cluster from 'node:cluster';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { runServer } from './run-server';

/** Production-style start: build the web app if its sources changed, then serve it (run-server.ts). */
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

// Workers (WORKERS above 1) run this file again: the primary built the app already.
if (cluster.isPrimary) buildIfNeeded();
await runServer(config);

import { createHash } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/** The marker vite.config.ts's buildMarker() writes into the shell. */
const BUILD_META = /<meta name="apotheca-build" content="([^"]+)">/;

/** The build a page runs, as named by the shell it loaded. */
export function runningBuild(page: Page): Promise<string | null> {
  return page.locator('meta[name="apotheca-build"]').getAttribute('content');
}

/** The build of the shell the page's service worker answers with now (what a new tab would get). */
export function servedBuild(page: Page): Promise<string | undefined> {
  return page.evaluate(async (pattern) => (await (await fetch('/index.html')).text()).match(new RegExp(pattern))?.[1], BUILD_META.source);
}

/**
 * Publishes a new build over a served copy, as a deploy replaces files: a shell with a new build
 * marker, then a sw.js whose precache manifest carries the new shell's revision, so sw.js changes
 * byte for byte where a real new build's would. Returns the new build's id.
 */
export function publishNextBuild(webDist: string): string {
  const shellFile = path.join(webDist, 'index.html');
  const shell = readFileSync(shellFile, 'utf8');
  const current = shell.match(BUILD_META)?.[1];
  if (!current) throw new Error(`[e2e] ${shellFile} has no build marker`);
  const next = `${current}-next`;
  const nextShell = shell.replace(BUILD_META, `<meta name="apotheca-build" content="${next}">`);
  replaceFile(shellFile, nextShell);

  const workerFile = path.join(webDist, 'sw.js');
  const worker = readFileSync(workerFile, 'utf8');
  const entry = /\{"revision":"[0-9a-f]+","url":"index\.html"\}/g;
  const entries = worker.match(entry) ?? [];
  if (entries.length !== 1) throw new Error(`[e2e] expected one index.html entry in ${workerFile}'s precache manifest, found ${entries.length}`);
  // Workbox revisions are MD5 hex digests of the file.
  const revision = createHash('md5').update(nextShell).digest('hex');
  replaceFile(workerFile, worker.replace(entry, `{"revision":"${revision}","url":"index.html"}`));
  return next;
}

/** Writes beside and renames over, so the server never serves half a file. */
function replaceFile(file: string, text: string): void {
  writeFileSync(`${file}.next`, text);
  renameSync(`${file}.next`, file);
}

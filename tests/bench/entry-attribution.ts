import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { measureManifest } from './bundle';

/**
 * Where the gzipped bytes of the product list page's JavaScript go (issue 23), by package and by our
 * own module: builds the app with source maps into a temporary folder (dist/ is left alone) and gives
 * every byte of each counted chunk to the source its map names. Two figures per group: its share of
 * the chunk's gzip by raw bytes, and its marginal cost (the chunk gzipped without it, subtracted):
 * the second is what cutting the group would save. Bytes no map names are the bundler's own: the
 * lazy chunks' preload lists (__vite__mapDeps), the entry's export list and the preload helper.
 *
 *   node --import tsx tests/bench/entry-attribution.ts [--modules] [--chunk=all]
 *
 * --modules lists our own modules one by one (else by folder); --chunk=all attributes every chunk of
 * the list page, not only the entry. One build (~20 s); no dependency beyond Node. The page total
 * printed first is read with the maps' comment lines (~0.04 KB a chunk above the shipped build).
 */

const args = process.argv.slice(2);
const byModule = args.includes('--modules');
const allChunks = args.includes('--chunk=all');

const VLQ = new Map([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((char, index) => [char, index]));

/** Each generated line's segments as [column, source index] (source -1: unmapped), from a v3 source map's mappings. */
function decodeMappings(mappings: string): [number, number][][] {
  let source = 0;
  return mappings.split(';').map((line) => {
    let column = 0;
    const segments: [number, number][] = [];
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const fields: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = VLQ.get(char) ?? 0;
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0] ?? 0;
      if (fields.length >= 4) source += fields[1] ?? 0;
      segments.push([column, fields.length >= 4 ? source : -1]);
    }
    return segments;
  });
}

const PACKAGE = /node_modules\/((?:@[^/]+\/)?[^/]+)/;
const REACT = new Set(['react', 'react-dom', 'scheduler', 'use-sync-external-store']);

/** The group a source belongs to: a package, or our own file (by folder unless --modules). */
function groupOf(source: string, root: string): string {
  const packageName = PACKAGE.exec(source)?.[1];
  if (packageName) return packageName;
  const relative = path.relative(root, source).replace(/\\/g, '/');
  if (byModule || !relative.startsWith('src/')) return relative;
  return relative.split('/').slice(0, relative.startsWith('src/web/') ? 3 : 2).join('/');
}

/** What the design fixes (DECISIONS.md, the design card) and what is ours to shape. */
function kindOf(group: string): string {
  if (REACT.has(group)) return 'React + react-dom (fixed)';
  if (/^@tanstack\/(react-router|router-core|history|store)$/.test(group)) return 'TanStack Router (fixed)';
  if (group.startsWith('@tanstack/')) return 'TanStack Query + persistence (fixed)';
  if (group === 'zod' || group.startsWith('src/api')) return 'zod + the shared API contract (src/api)';
  if (group.startsWith('styled-system')) return 'Panda runtime (styled-system)';
  if (group === '(bundler)') return 'bundler: preload lists, exports, helper';
  if (group.startsWith('src/') || group.startsWith('sw/')) return 'our code (src/web, src/domain)';
  return 'other packages';
}

/** The order in which the floor adds the kinds up: what the design card fixes first, our own code last. */
const FLOOR_ORDER = [
  'React + react-dom (fixed)',
  'TanStack Router (fixed)',
  'TanStack Query + persistence (fixed)',
  'zod + the shared API contract (src/api)',
  'Panda runtime (styled-system)',
  'other packages',
  'bundler: preload lists, exports, helper',
  'our code (src/web, src/domain)',
];

/** The chunk gzipped with only the first 1, 2, … kinds of FLOOR_ORDER in it: what each layer costs on top of the ones before. */
function floor(code: string, owned: string[]): string {
  const rows = FLOOR_ORDER.map((kind, index) => {
    const kept = new Set(FLOOR_ORDER.slice(0, index + 1));
    let text = '';
    for (let at = 0; at < code.length; at++) if (kept.has(kindOf(owned[at]!))) text += code[at];
    return `| ${kb(gzipSync(text, { level: 9 }).length)} | + ${kind} |`;
  });
  return ['| gzip KB (cumulative) | layers |', '|---:|:---|', ...rows].join('\n');
}

interface Row {
  name: string;
  raw: number;
  share: number;
  marginal: number;
}

function attribute(code: string, owners: string[], keyOf: (group: string) => string): Row[] {
  const total = gzipSync(code, { level: 9 }).length;
  const raw = new Map<string, number>();
  for (const owner of owners) raw.set(keyOf(owner), (raw.get(keyOf(owner)) ?? 0) + 1);
  return [...raw.entries()]
    .map(([name, bytes]) => {
      let without = '';
      for (let index = 0; index < code.length; index++) if (keyOf(owners[index]!) !== name) without += code[index];
      return { name, raw: bytes, share: (total * bytes) / code.length, marginal: total - gzipSync(without, { level: 9 }).length };
    })
    .sort((a, b) => b.share - a.share);
}

/** Each character of a built chunk with the group of the source its map names. */
function owners(dist: string, file: string, root: string): { code: string; owners: string[] } {
  const code = readFileSync(path.join(dist, file), 'utf8');
  const map = JSON.parse(readFileSync(path.join(dist, `${file}.map`), 'utf8')) as { sources: string[]; mappings: string };
  const groups = map.sources.map((source) => groupOf(path.resolve(path.dirname(path.join(dist, file)), source), root));
  const result = new Array<string>(code.length).fill('(bundler)');
  let offset = 0;
  for (const segments of decodeMappings(map.mappings)) {
    const lineEnd = code.indexOf('\n', offset);
    const end = lineEnd < 0 ? code.length : lineEnd;
    segments.forEach(([column, source], index) => {
      const next = segments[index + 1];
      const stop = next ? offset + next[0] : end;
      if (source >= 0) result.fill(groups[source] ?? '(bundler)', offset + column, stop);
    });
    offset = end + 1;
  }
  // The map's own comment is not shipped (the production build has no source maps).
  const shipped = code.replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, '');
  return { code: shipped, owners: result.slice(0, shipped.length) };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const table = (rows: Row[], limit = rows.length) =>
  ['| gzip KB (share) | gzip KB (marginal) | raw KB | what |', '|---:|---:|---:|:---|', ...rows.slice(0, limit).map((row) => `| ${kb(row.share)} | ${kb(row.marginal)} | ${kb(row.raw)} | ${row.name} |`)].join('\n');

function main() {
  const root = process.cwd();
  const work = mkdtempSync(path.join(tmpdir(), 'apotheca-attribution-'));
  const dist = path.join(work, 'dist');
  try {
    const build = spawnSync('npx', ['vite', 'build', '--sourcemap', 'true', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('vite build failed');
    process.chdir(work);
    const page = measureManifest();
    process.chdir(root);
    console.log(`Product list page: ${kb(page.totalGzip)} KB gzipped in ${page.chunks.length} chunks; entry ${page.chunks[0]!.file} ${kb(page.chunks[0]!.gzipBytes)} KB.\n`);
    for (const chunk of allChunks ? page.chunks : page.chunks.slice(0, 1)) {
      const { code, owners: owned } = owners(dist, chunk.file, root);
      console.log(`## ${chunk.file} (${chunk.why}): ${kb(gzipSync(code, { level: 9 }).length)} KB gzipped, ${kb(code.length)} KB raw\n`);
      console.log(`${table(attribute(code, owned, kindOf))}\n`);
      console.log(`${floor(code, owned)}\n`);
      console.log(`${table(attribute(code, owned, (group) => group), byModule ? 400 : 60)}\n`);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main();

import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';

/**
 * The JavaScript a product list page (/products/$category) loads before it is interactive: the
 * entry chunk (index.html) with its static imports, plus the split chunks (component, loader) of the
 * routes on the product list's route chain (its layouts and /products/$category itself), with their
 * static imports. Read from the Vite manifest of the production build; each file gzipped at level 9.
 */
interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface ChunkWeight {
  file: string;
  label: string;
  why: string;
  rawBytes: number;
  gzipBytes: number;
}

export interface BundleReport {
  built: 'existing' | 'rebuilt' | 'built';
  buildSeconds?: number;
  routeFound: boolean;
  routeSrc?: string;
  chunks: ChunkWeight[];
  totalGzip: number;
  totalRaw: number;
  cssGzip: number;
  targetGzip: number;
  forbidden: string[];
  /** Informational: chunks of the set whose text mentions 'staff' / 'kiosk' (route paths, labels). */
  mentions: string[];
  /** Informational: chunks the counted ones import dynamically (loaded on demand, e.g. the age gate), not counted. */
  lazy: { file: string; label: string; gzipBytes: number }[];
  /** From an in-memory analysis build: modules of the set, biggest packages, forbidden modules. */
  modules?: { count: number; topPackages: { name: string; bytes: number }[]; forbidden: string[]; note?: string };
  notes: string[];
}

const WEB_SOURCES = ['src/web', 'src/api', 'src/domain', 'sw', 'public', 'index.html', 'vite.config.ts', 'panda.config.ts', 'package-lock.json'];
/**
 * What never belongs in the JavaScript of the shopper's product list page (README "Budgets", issue 23):
 * the operator console (admin), staff and kiosk screens, the map (maplibre), printing (react-to-print)
 * and the console's charts (recharts). By chunk name and source, and by module id. Shared by the bench
 * and the entry budget test (tests/bundle/entry-budget.test.ts).
 */
export const FORBIDDEN_NAME = /maplibre|recharts|staff|kiosk|admin|(^|[/_.-])(maps?|print)([/_.-]|$)/i;
export const FORBIDDEN_MODULE = /maplibre-gl|recharts|react-to-print|[/_-](staff|kiosk|admin|print)[/._-]|[/_-](map|maps)[/._-]|\/features\/[^/]*map/i;
/**
 * A route's definition file (not one of its ?tsr-split chunks) is always in the route tree, so in the
 * entry, whoever the route is for: allowed while it is a shell (path, guard, the split component's
 * loader) this small. What it imports statically is still checked under its own module id.
 */
const ROUTE_DEFINITION = /(^|\/)src\/web\/routes\/[^?]+\.tsx?$/;
export const ROUTE_SHELL_MAX_BYTES = 600;

export interface ModuleFindings {
  /** `chunk: module` for each forbidden module. */
  forbidden: string[];
  /** Route definition shells of forbidden routes, allowed (see ROUTE_DEFINITION), with their size. */
  routeShells: string[];
}

/** The forbidden modules among a chunk's, given as `{ module id: rendered bytes }`. */
export function findForbiddenModules(chunkFile: string, modules: Record<string, number>, into: ModuleFindings = { forbidden: [], routeShells: [] }): ModuleFindings {
  for (const [id, bytes] of Object.entries(modules)) {
    if (!FORBIDDEN_MODULE.test(id)) continue;
    const shell = ROUTE_DEFINITION.test(id) && bytes <= ROUTE_SHELL_MAX_BYTES;
    (shell ? into.routeShells : into.forbidden).push(`${chunkFile}: ${id}${shell ? ` (${bytes} bytes)` : ''}`);
  }
  return into;
}

/**
 * The modules of each chunk of the last build, written by vite.config.ts (chunkModules) because the
 * manifest names chunks only: `{ chunk file: { module id relative to the repository: rendered bytes } }`.
 */
export function readChunkModules(): Record<string, Record<string, number>> {
  return JSON.parse(readFileSync('dist/.vite/chunk-modules.json', 'utf8')) as Record<string, Record<string, number>>;
}

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce((max, name) => Math.max(max, newestMtime(path.join(entry, name))), stat.mtimeMs);
}

/** Route file -> its route segments: routes/_shop/products/$category.tsx?tsr-split=component -> [_shop, products, $category]. */
function routeSegments(src: string | undefined): string[] | undefined {
  const match = src ? /src\/web\/routes\/(.+?)\.[jt]sx?(\?|$)/.exec(src) : null;
  if (!match?.[1]) return undefined;
  const segments = match[1].split(/[/.]/);
  while (segments.length && ['route', 'lazy'].includes(segments[segments.length - 1] ?? '')) segments.pop();
  return segments;
}

/** Split chunks that render or load the page ('component', 'loader'); error/pending/notFound are lazy. */
function loadsBeforeInteractive(src: string): boolean {
  const split = /[?&]tsr-split=([^&]+)/.exec(src)?.[1];
  if (!split) return true;
  return split.split('---').some((part) => part === 'component' || part === 'loader');
}

function isPrefix(prefix: string[], of: string[]): boolean {
  return prefix.length <= of.length && prefix.every((segment, index) => segment === of[index]);
}

export function ensureBuild(mode: string, log: (line: string) => void): { built: BundleReport['built']; seconds?: number } {
  const manifestFile = 'dist/.vite/manifest.json';
  const missing = !existsSync(manifestFile);
  const stale = !missing && Math.max(...WEB_SOURCES.map(newestMtime)) > newestMtime(manifestFile);
  if (mode === 'never' || (mode !== 'always' && !missing && !stale)) {
    if (stale) log('bundle: dist/ is older than the web sources (BENCH_BUILD=never): measuring it anyway');
    if (missing) throw new Error('dist/.vite/manifest.json is missing and BENCH_BUILD=never');
    return { built: 'existing' };
  }
  log(`bundle: ${missing ? 'no build yet' : stale ? 'sources changed since the last build' : 'BENCH_BUILD=always'}: npm run build`);
  const started = performance.now();
  const result = spawnSync('npm', ['run', 'build'], { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`npm run build failed:\n${(result.stdout ?? '').slice(-3000)}\n${(result.stderr ?? '').slice(-3000)}`);
  return { built: missing ? 'built' : 'rebuilt', seconds: (performance.now() - started) / 1000 };
}

interface GraphNode {
  key: string;
  file: string;
  src?: string;
  isEntry: boolean;
  imports: string[];
  css: string[];
}

/** The chunk set of the product list page in a chunk graph (manifest or analysis build). */
function pageSet(nodes: Map<string, GraphNode>) {
  const entry = [...nodes.values()].find((node) => node.isEntry && (node.src === 'index.html' || node.key === 'index.html')) ??
    [...nodes.values()].find((node) => node.isEntry);
  if (!entry) throw new Error('no entry chunk in the build');
  const routeNodes = [...nodes.values()].filter((node) => routeSegments(node.src));
  const target = routeNodes
    .map((node) => routeSegments(node.src) ?? [])
    .find((segments) => {
      const at = segments.indexOf('products');
      return at >= 0 && (segments[at + 1] ?? '').startsWith('$') && segments.length === at + 2;
    });
  const why = new Map<string, string>();
  const visit = (node: GraphNode | undefined, reason: string) => {
    if (!node || why.has(node.key)) return;
    why.set(node.key, reason);
    for (const imported of node.imports) visit(nodes.get(imported), `static import of ${node.file}`);
  };
  visit(entry, 'entry (index.html)');
  if (target) {
    for (const node of routeNodes) {
      const segments = routeSegments(node.src) ?? [];
      if (node.src && isPrefix(segments, target) && loadsBeforeInteractive(node.src)) {
        visit(node, `route chunk ${node.src.replace(/^src\/web\/routes\//, '')}`);
      }
    }
  }
  return { entry, target, why };
}

export function measureManifest(): Omit<BundleReport, 'built' | 'buildSeconds' | 'modules'> {
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Manifest;
  const nodes = new Map<string, GraphNode>(
    Object.entries(manifest).map(([key, chunk]) => [
      key,
      { key, file: chunk.file, src: chunk.src ?? key, isEntry: Boolean(chunk.isEntry), imports: chunk.imports ?? [], css: chunk.css ?? [] },
    ]),
  );
  const { target, why } = pageSet(nodes);
  const chunks: ChunkWeight[] = [];
  const forbidden: string[] = [];
  const mentions: string[] = [];
  const css = new Set<string>();
  for (const [key, reason] of why) {
    const node = nodes.get(key);
    if (!node) continue;
    node.css.forEach((file) => css.add(file));
    const bytes = readFileSync(path.join('dist', node.file));
    const text = bytes.toString('utf8');
    chunks.push({ file: node.file, label: node.src ?? key, why: reason, rawBytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length });
    const names = `${node.file} ${node.src ?? ''} ${manifest[key]?.name ?? ''}`;
    if (FORBIDDEN_NAME.test(names)) forbidden.push(`${node.file}: chunk name/source "${names.trim()}"`);
    if (/maplibre/i.test(text)) forbidden.push(`${node.file}: contains "maplibre"`);
    const mentionCount = (text.match(/staff|kiosk/gi) ?? []).length;
    if (mentionCount) mentions.push(`${node.file}: ${mentionCount} mention(s) of staff/kiosk`);
  }
  const lazyKeys = new Set<string>();
  for (const key of why.keys()) for (const dynamic of manifest[key]?.dynamicImports ?? []) if (!why.has(dynamic)) lazyKeys.add(dynamic);
  const lazy = [...lazyKeys].flatMap((key) => {
    const chunk = manifest[key];
    if (!chunk) return [];
    return [{ file: chunk.file, label: chunk.src ?? key, gzipBytes: gzipSync(readFileSync(path.join('dist', chunk.file)), { level: 9 }).length }];
  });
  const cssGzip = [...css].reduce((sum, file) => sum + gzipSync(readFileSync(path.join('dist', file)), { level: 9 }).length, 0);
  const notes: string[] = [];
  if (!target) notes.push('No /products/$category route chunk in the manifest yet: only the entry chunk and its static imports are counted.');
  return {
    routeFound: Boolean(target),
    routeSrc: target ? `src/web/routes/${target.join('/')}` : undefined,
    chunks,
    totalGzip: chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0),
    totalRaw: chunks.reduce((sum, chunk) => sum + chunk.rawBytes, 0),
    cssGzip,
    // Issue 23's goal for the list page's entry JavaScript (README "Performance": the fixed libraries alone are 122 KB).
    targetGzip: 120 * 1024,
    forbidden,
    mentions,
    lazy,
    notes,
  };
}

/** Module-level attribution: an in-memory build (no files written, PWA plugin left out) of the same config. */
export async function analyzeModules(): Promise<BundleReport['modules']> {
  const vite = await import('vite');
  const configModule = (await import(path.resolve('vite.config.ts'))) as { default: Record<string, unknown> };
  const base = configModule.default as { plugins?: unknown[]; build?: Record<string, unknown>; test?: unknown };
  const flatten = (items: unknown[]): unknown[] => items.flatMap((item) => (Array.isArray(item) ? flatten(item) : [item]));
  const plugins = flatten(base.plugins ?? []).filter((plugin) => {
    const name = (plugin as { name?: string } | null)?.name ?? '';
    return !name.startsWith('vite-plugin-pwa');
  });
  const { test: _test, ...rest } = base;
  const output = await vite.build({
    ...rest,
    configFile: false,
    logLevel: 'silent',
    plugins: plugins as never,
    build: { ...(base.build ?? {}), write: false, outDir: path.join(tmpdir(), 'apotheca-bench-analysis'), emptyOutDir: false },
  } as never);
  const outputs = (Array.isArray(output) ? output : [output]) as { output?: unknown[] }[];
  interface Chunk {
    type: string;
    fileName: string;
    facadeModuleId: string | null;
    isEntry: boolean;
    imports: string[];
    modules: Record<string, { renderedLength: number }>;
  }
  const chunks = outputs.flatMap((item) => (item.output ?? []) as Chunk[]).filter((item) => item.type === 'chunk');
  const root = process.cwd();
  const nodes = new Map<string, GraphNode>(
    chunks.map((chunk) => {
      const src = chunk.facadeModuleId ? path.relative(root, chunk.facadeModuleId).replace(/\\/g, '/') : undefined;
      return [chunk.fileName, { key: chunk.fileName, file: chunk.fileName, src: chunk.isEntry ? 'index.html' : src, isEntry: chunk.isEntry, imports: chunk.imports, css: [] }];
    }),
  );
  const { why } = pageSet(nodes);
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const packages = new Map<string, number>();
  const findings: ModuleFindings = { forbidden: [], routeShells: [] };
  let count = 0;
  for (const file of why.keys()) {
    const chunk = byFile.get(file);
    const modules: Record<string, number> = {};
    for (const [id, info] of Object.entries(chunk?.modules ?? {})) {
      count += 1;
      const clean = id.replace(/\0/g, '');
      const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(clean)?.[1] ?? (clean.includes('/src/') ? `app:${clean.slice(clean.indexOf('/src/') + 1).split('/').slice(0, 3).join('/')}` : clean.split('?')[0] ?? clean);
      packages.set(pkg, (packages.get(pkg) ?? 0) + (info.renderedLength ?? 0));
      modules[path.relative(root, clean)] = info.renderedLength ?? 0;
    }
    findForbiddenModules(file, modules, findings);
  }
  const { forbidden, routeShells } = findings;
  const topPackages = [...packages.entries()].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([name, bytes]) => ({ name, bytes }));
  const note = routeShells.length
    ? `route definition shells in the route tree, allowed up to ${ROUTE_SHELL_MAX_BYTES} rendered bytes each (their code is split out): ${routeShells.join(', ')}`
    : undefined;
  return { count, topPackages, forbidden, note };
}

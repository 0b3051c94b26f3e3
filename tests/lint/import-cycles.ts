/**
 * Fails lint on an import cycle in src/ or sw/ (`npm run lint` runs it after ESLint).
 *
 * Imports are resolved by TypeScript itself (`ts.resolveModuleName` with tsconfig.json's options), so
 * the `@/` alias, relative paths, `.ts`/`.tsx` extensions and folder indexes mean here what they mean
 * to tsc, tsx and Vite. A cycle is a strongly connected component of the graph of imports that run
 * when a module loads; each is printed as chains `a -> b -> a` that together use every import inside
 * it, so the import to cut is always on the screen.
 *
 * Not counted, because they never make one module wait for another while loading:
 * - `import type` / `export type` declarations: erased from the output (verbatimModuleSyntax), so
 *   they order nothing at run time. `import { type A }` is counted: it still loads the module.
 * - `import()` expressions: the lazy edges of routes and overlays, loaded after every module is.
 * Run with `--include-type-imports` to see the cycles that type-only imports would add.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

/** An import `from` -> `to`, both paths relative to the root, with forward slashes. */
export type Edge = readonly [from: string, to: string];

export interface ImportGraph {
  /** Every scanned file and the scanned files it imports, sorted. */
  imports: Map<string, string[]>;
}

export interface ImportCycle {
  /** The files of one strongly connected component, sorted. */
  files: string[];
  /** Cycles through the component that, together, use every import inside it. */
  chains: string[][];
}

/**
 * Imports allowed to close a cycle, each with the chain it closes and why it waits, for cycles in code
 * that another change is rewriting. An entry whose import no longer exists fails the check, so the
 * list only shrinks. Empty: every cycle found so far was cut where it stood.
 */
export const ALLOWED_CYCLE_IMPORTS: readonly Edge[] = [];

const SOURCE = /\.(ts|tsx)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '.data']);

function listSources(root: string, folder: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name)) walk(full);
      } else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        found.push(full);
      }
    }
  };
  walk(path.join(root, folder));
  return found;
}

/** The specifiers a module loads while it loads (see the file comment for what is left out). */
export function loadTimeSpecifiers(fileName: string, text: string, includeTypeImports = false, includeLazyImports = false): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  const add = (specifier: ts.Expression | undefined, typeOnly: boolean) => {
    if (specifier && ts.isStringLiteral(specifier) && (includeTypeImports || !typeOnly)) specifiers.push(specifier.text);
  };
  if (includeLazyImports) {
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) add(node.arguments[0], false);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) add(statement.moduleSpecifier, statement.importClause?.isTypeOnly ?? false);
    else if (ts.isExportDeclaration(statement)) add(statement.moduleSpecifier, statement.isTypeOnly);
    else if (ts.isImportEqualsDeclaration(statement) && ts.isExternalModuleReference(statement.moduleReference)) {
      add(statement.moduleReference.expression, statement.isTypeOnly);
    }
  }
  return specifiers;
}

function compilerOptions(tsconfigPath: string): ts.CompilerOptions {
  const read = ts.readConfigFile(tsconfigPath, ts.sys.readFile);
  if (read.error) throw new Error(ts.flattenDiagnosticMessageText(read.error.messageText, '\n'));
  return ts.parseJsonConfigFileContent(read.config, ts.sys, path.dirname(tsconfigPath)).options;
}

/** The import graph of `folders` under `root`, resolved with `root`/tsconfig.json. */
export function readImportGraph(root: string, folders: string[], options: { includeTypeImports?: boolean; includeLazyImports?: boolean } = {}): ImportGraph {
  const absoluteRoot = path.resolve(root);
  const settings = compilerOptions(path.join(absoluteRoot, 'tsconfig.json'));
  const cache = ts.createModuleResolutionCache(absoluteRoot, (name) => name, settings);
  const files = folders.flatMap((folder) => listSources(absoluteRoot, folder));
  const scanned = new Set(files);
  const relative = (file: string) => path.relative(absoluteRoot, file).split(path.sep).join('/');
  const imports = new Map<string, string[]>();
  for (const file of files) {
    const targets = new Set<string>();
    for (const specifier of loadTimeSpecifiers(file, readFileSync(file, 'utf8'), options.includeTypeImports, options.includeLazyImports)) {
      const resolved = ts.resolveModuleName(specifier, file, settings, ts.sys, cache).resolvedModule;
      const target = resolved && path.resolve(resolved.resolvedFileName);
      if (target && !resolved.isExternalLibraryImport && scanned.has(target)) targets.add(relative(target));
    }
    imports.set(relative(file), [...targets].sort());
  }
  return { imports };
}

/** Tarjan's strongly connected components, without recursion; only those that hold a cycle. */
function cyclicComponents(imports: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  let next = 0;
  for (const start of [...imports.keys()].sort()) {
    if (index.has(start)) continue;
    const work: Array<{ node: string; child: number }> = [{ node: start, child: 0 }];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const frame = work[work.length - 1]!;
      const targets = imports.get(frame.node) ?? [];
      if (frame.child < targets.length) {
        const target = targets[frame.child++]!;
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, child: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.node);
      const selfImport = component.length === 1 && targets.includes(frame.node);
      if (component.length > 1 || selfImport) components.push(component.sort());
    }
  }
  return components.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** The shortest path from `from` to `to` that stays inside `members` (breadth first). */
function shortestPath(imports: Map<string, string[]>, members: Set<string>, from: string, to: string): string[] {
  const cameFrom = new Map<string, string | null>([[from, null]]);
  const queue = [from];
  for (let at = 0; at < queue.length; at++) {
    const node = queue[at]!;
    if (node === to) break;
    for (const target of imports.get(node) ?? []) {
      if (members.has(target) && !cameFrom.has(target)) {
        cameFrom.set(target, node);
        queue.push(target);
      }
    }
  }
  const path = [to];
  for (let node = cameFrom.get(to); node != null; node = cameFrom.get(node)) path.unshift(node);
  return path;
}

/** Every import cycle of the graph, leaving out the `allowed` imports. */
export function findImportCycles(graph: ImportGraph, allowed: readonly Edge[] = []): ImportCycle[] {
  const allowedKeys = new Set(allowed.map(([from, to]) => `${from}\n${to}`));
  const imports = new Map([...graph.imports].map(([from, targets]) => [from, targets.filter((to) => !allowedKeys.has(`${from}\n${to}`))]));
  return cyclicComponents(imports).map((files) => {
    const members = new Set(files);
    const covered = new Set<string>();
    const chains: string[][] = [];
    for (const from of files) {
      for (const to of imports.get(from)!) {
        if (!members.has(to) || covered.has(`${from}\n${to}`)) continue;
        const chain = [from, ...(from === to ? [to] : shortestPath(imports, members, to, from))];
        chain.slice(1).forEach((file, i) => covered.add(`${chain[i]}\n${file}`));
        chains.push(chain);
      }
    }
    return { files, chains };
  });
}

/** Allowed imports that no longer exist: the list must shrink with the code. */
export function staleAllowances(graph: ImportGraph, allowed: readonly Edge[]): Edge[] {
  return allowed.filter(([from, to]) => !graph.imports.get(from)?.includes(to));
}

export function formatCycles(cycles: ImportCycle[]): string {
  return cycles
    .map((cycle, i) => [`${i + 1}. ${cycle.files.length} file(s):`, ...cycle.chains.map((chain) => `   ${chain.join('\n     -> ')}`)].join('\n'))
    .join('\n\n');
}

/** The whole check: the report to print, and whether it passed. */
export function checkImportCycles(
  root: string,
  options: { allowed?: readonly Edge[]; includeTypeImports?: boolean } = {},
): { passed: boolean; report: string } {
  const allowed = options.allowed ?? [];
  const graph = readImportGraph(root, ['src', 'sw'], options);
  const cycles = findImportCycles(graph, allowed);
  const stale = staleAllowances(graph, allowed);
  const report: string[] = [];
  if (stale.length) {
    report.push('Remove these from ALLOWED_CYCLE_IMPORTS in tests/lint/import-cycles.ts (the import is gone):');
    report.push(...stale.map(([from, to]) => `   ${from} -> ${to}`), '');
  }
  if (cycles.length) report.push(`Import cycles in src/ and sw/ (${cycles.length}); cut one import of each chain:`, '', formatCycles(cycles));
  return { passed: !cycles.length && !stale.length, report: report.join('\n') };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const { passed, report } = checkImportCycles(process.cwd(), {
    allowed: ALLOWED_CYCLE_IMPORTS,
    includeTypeImports: process.argv.includes('--include-type-imports'),
  });
  if (report) console.error(report);
  process.exitCode = passed ? 0 : 1;
}

/**
 * Fails lint when a part of the web app imports a part it must not (`npm run lint` runs it after
 * ESLint; README "Layout"). Every import counts here: type-only ones and lazy `import()` too, since
 * a feature that lazily loads another still depends on it.
 *
 * - A feature (src/web/features/<name>) stands on its own: it imports no other feature, and not the
 *   composition layers (shell, routes, router, main) that put features together.
 * - What several features need lives in src/web/shared/<name>, which imports no feature; ui/ (generic
 *   parts), data/ (API client, outbox, storage), state/ (client-only stores) and testing/ (the web
 *   test harness) import no feature either.
 * - shell/, routes/, router.tsx, main.tsx and prerender/ compose the features and may import any.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { readImportGraph, type Edge, type ImportGraph } from './import-cycles';

const WEB = 'src/web/';

/** The zone of a file under src/web: 'features/<name>', 'shared/<name>', or its top folder or file. */
export function zoneOf(file: string): string | undefined {
  if (!file.startsWith(WEB)) return undefined;
  const [top, name] = file.slice(WEB.length).split('/');
  if ((top === 'features' || top === 'shared') && name !== undefined && name.includes('.') === false) return `${top}/${name}`;
  return top;
}

const COMPOSITION = new Set(['shell', 'routes', 'router.tsx', 'main.tsx', 'prerender', 'route-tree.gen.ts']);
const isFeature = (zone: string) => zone.startsWith('features/');

/** Why `from` may not import `to`, or undefined when it may. */
export function zoneViolation(from: string, to: string): string | undefined {
  const source = zoneOf(from);
  const target = zoneOf(to);
  if (!source || !target || source === target || COMPOSITION.has(source)) return undefined;
  if (COMPOSITION.has(target)) return `${source} may not import the composition layer ${target} (it puts features together, not the other way round)`;
  if (isFeature(target)) {
    return isFeature(source)
      ? `features do not import each other: move what both need to src/web/shared, or compose them in shell/ or routes/`
      : `${source} may not import a feature`;
  }
  if (source === 'ui' && target.startsWith('shared/')) return 'ui/ holds generic parts: it may not import src/web/shared';
  return undefined;
}

export function findZoneViolations(graph: ImportGraph): Array<{ edge: Edge; why: string }> {
  const found: Array<{ edge: Edge; why: string }> = [];
  for (const [from, targets] of graph.imports) {
    for (const to of targets) {
      const why = zoneViolation(from, to);
      if (why) found.push({ edge: [from, to], why });
    }
  }
  return found;
}

export function checkWebZones(root: string): { passed: boolean; report: string } {
  const graph = readImportGraph(root, ['src/web'], { includeTypeImports: true, includeLazyImports: true });
  const violations = findZoneViolations(graph);
  const report = violations.length
    ? [`Imports across web zones (${violations.length}):`, ...violations.map(({ edge: [from, to], why }) => `   ${from}\n     -> ${to}\n     ${why}`)].join('\n')
    : '';
  return { passed: violations.length === 0, report };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const { passed, report } = checkWebZones(process.cwd());
  if (report) console.error(report);
  process.exitCode = passed ? 0 : 1;
}

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkImportCycles, findImportCycles, readImportGraph } from './import-cycles';

const roots: string[] = [];

/** A throwaway project: a tsconfig with the repository's `@/` alias, and the given files. */
function project(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'import-cycles-'));
  roots.push(root);
  const tsconfig = { compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler', allowImportingTsExtensions: true, noEmit: true, paths: { '@/*': ['./src/*'] } } };
  writeFileSync(path.join(root, 'tsconfig.json'), JSON.stringify(tsconfig));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}

afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

/** a -> b -> c in three spellings (alias, folder index, relative with extension); `back` closes it or not. */
const chain = (back: string) => ({
  'src/a.ts': `import { b } from '@/b';\nexport const a = () => b;\n`,
  'src/b/index.ts': `export { c as b } from '../c.ts';\n`,
  'src/c.ts': `${back}\nexport const c = 1;\n`,
  'sw/sw.ts': `import { a } from '../src/a';\na();\n`,
});

describe('import cycle check (lint)', () => {
  it('reports a cycle as a chain of files and fails', () => {
    const root = project(chain(`import { a } from './a';\nexport const again = a;`));

    const cycles = findImportCycles(readImportGraph(root, ['src', 'sw']));
    expect(cycles).toEqual([
      { files: ['src/a.ts', 'src/b/index.ts', 'src/c.ts'], chains: [['src/a.ts', 'src/b/index.ts', 'src/c.ts', 'src/a.ts']] },
    ]);

    const { passed, report } = checkImportCycles(root);
    expect(passed).toBe(false);
    expect(report).toContain('src/a.ts\n     -> src/b/index.ts\n     -> src/c.ts\n     -> src/a.ts');
  });

  it('passes a graph without cycles, where type-only and lazy imports point back', () => {
    const root = project(chain(`import type { a } from '@/a';\nexport type A = typeof a;\nexport const later = () => import('./a');`));

    expect(findImportCycles(readImportGraph(root, ['src', 'sw']))).toEqual([]);
    expect(checkImportCycles(root)).toEqual({ passed: true, report: '' });
  });

  it('counts the type-only import when asked to', () => {
    const root = project(chain(`import type { a } from '@/a';\nexport type A = typeof a;`));

    expect(checkImportCycles(root, { includeTypeImports: true }).passed).toBe(false);
  });

  it('passes an allowed import that closes a cycle, and fails an allowance whose import is gone', () => {
    const root = project(chain(`import { a } from './a';\nexport const again = a;`));

    expect(checkImportCycles(root, { allowed: [['src/c.ts', 'src/a.ts']] })).toEqual({ passed: true, report: '' });
    const stale = checkImportCycles(root, { allowed: [['src/c.ts', 'src/a.ts'], ['src/a.ts', 'src/c.ts']] });
    expect(stale.passed).toBe(false);
    expect(stale.report).toContain('src/a.ts -> src/c.ts');
  });
});

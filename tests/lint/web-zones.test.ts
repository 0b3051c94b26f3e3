import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkWebZones } from './web-zones';

const roots: string[] = [];

/** A throwaway web app: a tsconfig with the repository's `@/` alias, and the given files. */
function project(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'web-zones-'));
  roots.push(root);
  const tsconfig = { compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler', jsx: 'react-jsx', noEmit: true, paths: { '@/*': ['./src/*'] } } };
  writeFileSync(path.join(root, 'tsconfig.json'), JSON.stringify(tsconfig));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}

afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

const base = {
  'src/web/shared/orders/order-format.ts': `export const orderNumber = (id: number) => '#' + id;\n`,
  'src/web/ui/button.tsx': `export const Button = () => null;\n`,
  'src/web/features/orders/order-screen.tsx': `import { orderNumber } from '@/web/shared/orders/order-format';\nimport { Button } from '../../ui/button';\nexport const screen = [orderNumber, Button];\n`,
  'src/web/shell/header.tsx': `import { screen } from '@/web/features/orders/order-screen';\nexport const header = screen;\n`,
  'src/web/routes/orders.tsx': `export const load = () => import('@/web/features/orders/order-screen');\n`,
};

describe('web zones (lint, README "Layout")', () => {
  it('passes features that use shared, ui and data, composed by shell and routes', () => {
    expect(checkWebZones(project(base))).toEqual({ passed: true, report: '' });
  });

  it('fails a feature that imports another feature, relative or by alias, eagerly, lazily or for a type', () => {
    for (const line of [
      `import { screen } from '../orders/order-screen';`,
      `import type { screen } from '@/web/features/orders/order-screen';`,
      `const later = () => import('@/web/features/orders/order-screen');`,
    ]) {
      const { passed, report } = checkWebZones(project({ ...base, 'src/web/features/staff/queue.tsx': `${line}\nexport {};\n` }));
      expect(passed).toBe(false);
      expect(report).toContain('src/web/features/staff/queue.tsx\n     -> src/web/features/orders/order-screen.tsx');
      expect(report).toContain('features do not import each other');
    }
  });

  it('fails shared, ui, data and state when they import a feature, and a feature that imports the shell', () => {
    for (const file of ['src/web/shared/cart/lines.ts', 'src/web/ui/card.tsx', 'src/web/data/call.ts', 'src/web/state/session.ts']) {
      const { passed } = checkWebZones(project({ ...base, [file]: `import { screen } from '@/web/features/orders/order-screen';\nexport const x = screen;\n` }));
      expect(passed, file).toBe(false);
    }
    const { passed, report } = checkWebZones(project({ ...base, 'src/web/features/cart/badge.tsx': `import { header } from '@/web/shell/header';\nexport const x = header;\n` }));
    expect(passed).toBe(false);
    expect(report).toContain('composition layer shell');
  });
});

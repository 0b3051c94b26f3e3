import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CART_HOST } from '../routes/testing/cart-fixture';
import { createImportTestApp, type ImportTestApp } from '../routes/admin-import/import-test-kit';
import { runFeed } from './feed-client';

/** `npm run feed` (README "The point-of-sale feed"): its core, against the real test app. */
let app: ImportTestApp;
let folder: string;
beforeAll(async () => {
  app = await createImportTestApp();
  folder = mkdtempSync(path.join(tmpdir(), 'apotheca-feed-cli-'));
});
afterAll(async () => {
  await app.close();
  rmSync(folder, { recursive: true, force: true });
});

const EXAMPLE = fileURLToPath(new URL('./feed-example.csv', import.meta.url));

/** The app answers as the server would at --url. */
const fetchApp = (url: string, init: RequestInit) => app.t.app.request(new URL(url).pathname + new URL(url).search, { ...init, headers: { ...(init.headers as Record<string, string>), host: CART_HOST } });

describe('the feed CLI', () => {
  test('posts the example file with a key, prints a line per row and exits 0', async () => {
    const store = await app.store({ storeSlug: 'hudson-valley-ny' });
    const key = await app.feedKey([store.id]);
    const lines: string[] = [];
    const code = await runFeed({ file: EXAMPLE, key: key.key, url: 'http://localhost:3000', store: 'hudson-valley-ny' }, fetchApp, (line) => lines.push(line));
    expect(code).toBe(0);
    expect(lines[0]).toBe('row 1  POS-1001  hudson-valley-ny  recreational  created  quantity 24');
    expect(lines.at(-1)).toMatch(/^4 created, 0 updated, 0 unchanged, 0 with errors/);
    expect((await app.itemsOf(store.id)).map((item) => [item.batchInventoryId, item.recPriceCents, item.medPriceCents])).toEqual([
      ['POS-1001', 3500, 3200],
      ['POS-1002', 2000, null],
      ['POS-1003', 1250, null],
    ]);
  });

  test('fills --store where rows name none, and exits 1 when rows have errors, 2 when the call fails', async () => {
    const store = await app.store();
    const key = await app.feedKey([store.id]);
    const file = path.join(folder, 'quantities.csv');
    writeFileSync(file, 'sku,usage_type,quantity\nQ-1,rec,4\nQ-2,rec,lots\n');
    await app.item(store.id, { batchInventoryId: 'Q-1' });
    const lines: string[] = [];
    expect(await runFeed({ file, key: key.key, url: 'http://x', store: store.storeSlug, quantitiesOnly: true }, fetchApp, (line) => lines.push(line))).toBe(1);
    expect(lines).toContain(`row 2  Q-2  ${store.storeSlug}  ?  error  quantity: Must be a whole number, 0 or more`);
    expect((await app.itemsOf(store.id))[0]!.recSellableQty).toBe(4);
    const refused: string[] = [];
    expect(await runFeed({ file, key: 'apf_wrong', url: 'http://x', store: store.storeSlug, quantitiesOnly: true }, fetchApp, (line) => refused.push(line))).toBe(2);
    expect(refused[0]).toMatch(/^The feed answered 401/);
  });
});

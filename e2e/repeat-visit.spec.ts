import { expect, test } from '@playwright/test';
import { listTiles, presetStore } from './support/catalog';
import { SERVICE_WORKER_TIMEOUT, skipAgeGate } from './support/fixtures';

/**
 * README "A repeat visit renders the last menu at once": the service worker answers a repeat
 * navigation with the shell plus the page as it was last rendered (inert), before any code runs; the
 * app then replaces it with its live render. Only public pages are kept.
 */
test('a repeat visit is answered with the last render of the page, then the live app takes over', async ({ page, context, baseURL }) => {
  // Two full loads and a service worker install on two busy cores.
  test.setTimeout(90_000);
  await skipAgeGate(context, baseURL!);
  await presetStore(context, baseURL!, 'worcester-ma', 'Adult Use');
  await page.goto('/products/flower');
  await expect.poll(() => listTiles(page).count()).toBeGreaterThan(0);
  const firstTile = (await listTiles(page).first().locator('h3').textContent())!.trim();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), SERVICE_WORKER_TIMEOUT).toBe(true);
  const keptPages = () => page.evaluate(async () => (await (await caches.open('apotheca-page-snapshots-v1')).keys()).map((request) => new URL(request.url).pathname));
  await expect.poll(keptPages, { timeout: 30_000 }).toContain('/__page-snapshot/products/flower');

  const response = await page.reload();
  const served = await response!.text();
  // The document itself already holds the page (nothing had to run to show it), inert.
  expect(served).toContain('<div id="apotheca-snapshot" inert aria-hidden="true"');
  expect(served).toContain(firstTile);
  // Only the rules the kept page uses ride inline; the full stylesheet waits until after the first paint.
  expect(served).toContain('<style data-critical>');
  expect(served).not.toContain('<link rel="stylesheet"');

  // The app takes over: one live list, no snapshot left, and it works.
  await expect(page.locator('#apotheca-snapshot')).toHaveCount(0);
  await expect(page.locator('link[rel="stylesheet"][data-deferred]')).toHaveCount(1);
  await expect(page.locator('style[data-critical]')).toHaveCount(0);
  await expect(listTiles(page).first().locator('h3')).toHaveText(firstTile);
  await listTiles(page).first().locator('h3 a').click();
  await expect(page.getByRole('heading', { level: 1, name: firstTile })).toBeVisible();

  // Personal pages are never kept.
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect((await keptPages()).some((path) => path.includes('/login'))).toBe(false);
});

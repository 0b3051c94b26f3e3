import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, SERVICE_WORKER_TIMEOUT, skipAgeGate, test } from './support/fixtures';
import { expectShoppingAt, listTiles, presetStore } from './support/catalog';

/**
 * Installable shell (web manifest with our icons, service worker registered with a
 * precached shell, a reload with no network shows the shell).
 */

test("installing the app precaches the shopper's code, not the operator console's (README \"The operator console\")", async ({ request }) => {
  const worker = await (await request.get('/sw.js')).text();
  const precached = [...worker.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]);
  const manifest = JSON.parse(readFileSync(path.join('dist', '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>;
  const fileOf = (source: string) => {
    expect(manifest[source], source).toBeDefined();
    return manifest[source]!.file;
  };
  expect(precached).toContain(fileOf('index.html'));
  expect(precached).toContain(fileOf('src/web/routes/products.$category.tsx?tsr-split=component'));
  // The console needs a connection anyway: its page and the reports page (with the chart library)
  // are fetched when opened, not downloaded on every shopper's install.
  expect(precached).not.toContain(fileOf('src/web/routes/admin.{-$section}.tsx?tsr-split=component'));
  expect(precached).not.toContain(fileOf('src/web/features/admin/reports/report-page.tsx'));
  // Nor the brands' install files (icons, shortcut icons, screenshots): the browser fetches them when it installs.
  expect(precached.filter((url) => /^brands\/[^/]+\/(.+\.png|shortcuts\/|screenshots\/)/.test(url!))).toEqual([]);
});

test('the app is installable: a manifest with our icons, and a service worker that takes control', async ({ page, context, baseURL, request }) => {
  await skipAgeGate(context, baseURL!);
  await page.goto('/');

  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = await (await request.get(new URL(href!, baseURL).pathname)).json();
  expect(manifest).toMatchObject({ start_url: '/', display: 'standalone', short_name: expect.any(String) });
  const sizes = (manifest.icons as { sizes: string; src: string }[]).map((icon) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons as { src: string }[]) {
    expect((await request.get(icon.src)).ok(), icon.src).toBe(true);
  }
  // What Chrome shows in its richer install dialog, and what a long press on the installed icon offers.
  const shots = manifest.screenshots as { src: string; type: string; form_factor: string }[];
  expect(shots.map((shot) => shot.form_factor).sort()).toEqual(['narrow', 'wide']);
  for (const image of [...shots, ...(manifest.shortcuts as { icons: { src: string; type: string }[] }[]).flatMap((shortcut) => shortcut.icons)]) {
    const response = await request.get(image.src);
    expect(response.status(), image.src).toBe(200);
    expect(response.headers()['content-type'], image.src).toBe(image.type);
  }

  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(`${baseURL}/`);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null), SERVICE_WORKER_TIMEOUT).toBe('activated');
});

test('with no network and no menu kept on the device, a reload is answered by the app (its offline page), not the browser, and it recovers on reconnect', async ({
  page,
  context,
  baseURL,
}) => {
  await skipAgeGate(context, baseURL!);
  await presetStore(context, baseURL!, 'worcester-ma', 'Adult Use');
  await page.goto('/products/flower');
  await expect.poll(() => listTiles(page).count()).toBeGreaterThan(0);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), SERVICE_WORKER_TIMEOUT).toBe(true);

  // Only the shell stays: the kept menu and store reads are dropped (offline.spec.ts covers a reload with them).
  await page.evaluate(async () => {
    await caches.delete('apotheca-store-reads-v1');
    await new Promise((resolve, reject) => {
      const request = indexedDB.deleteDatabase('apotheca');
      request.onsuccess = resolve;
      request.onerror = reject;
      request.onblocked = resolve;
    });
  });

  await context.setOffline(true);
  await page.reload();
  // The precached shell answered the navigation: our document, our code running, no chrome-error page.
  expect(page.url()).toBe(`${baseURL}/products/flower`);
  await expect(page).toHaveTitle(/Apotheca/);
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // With no API, startup fails the way part 1 §4 says ('Error: No store'), on a page that needs
  // nothing from the network and tells the shopper they are offline rather than blaming maintenance.
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: "You're offline" })).toBeVisible();
  await expect(main.getByText("The menu needs a connection to load. We'll load it as soon as you're back online.")).toBeVisible();
  await expect(main.getByRole('alert')).toHaveText('Error: No store');
  await expect(main.getByRole('button', { name: 'Try Again' })).toBeVisible();

  // Back online: the app reloads the menu by itself.
  await context.setOffline(false);
  await expectShoppingAt(page, 'Worcester', 'Adult Use');
  await expect(page.getByRole('heading', { level: 1, name: 'Flower' })).toBeVisible();
  await expect.poll(() => listTiles(page).count()).toBeGreaterThan(0);
});

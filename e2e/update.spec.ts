import { presetStore } from './support/catalog';
import { expect, SERVICE_WORKER_TIMEOUT, skipAgeGate, test } from './support/fixtures';
import { publishNextBuild, runningBuild, servedBuild } from './support/release';
import { startReleaseServer, type ReleaseServer } from './support/release-server';

/**
 * App updates (README), done when "an update of the app's build served to an open page shows the update prompt
 * and reloads into the new version". The release is published to a second server on a copy of the
 * built app (UPDATE_SOURCE_DIST, default dist/), so the suite's own server never changes under
 * the other specs.
 */
const SOURCE_DIST = process.env.UPDATE_SOURCE_DIST ?? 'dist';

let server: ReleaseServer | undefined;

test.beforeAll(async () => {
  // Migrating a fresh database takes a while on two busy cores.
  test.setTimeout(150_000);
  server = await startReleaseServer(SOURCE_DIST);
});

test.afterAll(async () => {
  await server?.stop();
});

test('a release reaches an open page: the update prompt, then Reload runs the new build after exactly one reload', async ({ page, context }) => {
  const { url, webDist } = server!;
  await skipAgeGate(context, url);
  await presetStore(context, url, 'worcester-ma', 'Adult Use');
  // Counts the documents this tab loads.
  await context.addInitScript(() => {
    if (window.top === window) sessionStorage.setItem('e2e-loads', String(Number(sessionStorage.getItem('e2e-loads') ?? 0) + 1));
  });
  await page.goto(`${url}/`);
  const buildA = await runningBuild(page);
  expect(buildA).toMatch(/^[0-9a-f]{12}$/);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null), SERVICE_WORKER_TIMEOUT).toBe('activated');

  const buildB = publishNextBuild(webDist);
  // The open page checks hourly, on return to the tab and on reconnecting; here it reconnects.
  await page.evaluate(() => window.dispatchEvent(new Event('online')));

  const prompt = page.getByRole('status').filter({ hasText: 'A new version is available.' });
  await expect(prompt).toBeVisible();
  // Nothing half-way: until Reload, build B's worker only waits; the old worker still controls the
  // page and answers with build A's shell (as a new tab would get), and the page runs build A.
  expect(
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return { waiting: Boolean(registration?.waiting), oldWorkerControls: registration?.active === navigator.serviceWorker.controller };
    }),
  ).toEqual({ waiting: true, oldWorkerControls: true });
  expect(await servedBuild(page)).toBe(buildA);
  expect(await runningBuild(page)).toBe(buildA);

  await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()]);
  expect(await runningBuild(page)).toBe(buildB);
  await expect(page.getByRole('main')).toBeVisible();
  expect(await servedBuild(page)).toBe(buildB);
  await expect(prompt).toHaveCount(0);
  expect(
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return { waiting: registration?.waiting ?? null, loads: sessionStorage.getItem('e2e-loads') };
    }),
  ).toEqual({ waiting: null, loads: '2' });
});

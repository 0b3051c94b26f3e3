import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/support/ensure-chromium';
import { freePort } from '../tests/support/free-port';

const CI = Boolean(process.env.CI);
const root = fileURLToPath(new URL('..', import.meta.url));

// The port is picked once by the runner; its workers inherit E2E_PORT, so all agree, and two runs
// on one machine do not collide. E2E_PORT=4173 pins it.
process.env.E2E_PORT ??= String(await freePort());
const port = Number(process.env.E2E_PORT);
const baseURL = `http://localhost:${port}`;


export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: path.join(root, 'test-results'),
  // Spec files run in parallel on two workers (the machines have two cores); tests inside a file in order.
  workers: 2,
  fullyParallel: false,
  retries: 0,
  forbidOnly: CI,
  reporter: 'list',
  // Two cores shared by two workers, a service worker install and scrypt sign-ins: room beyond 30 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        headless: true,
        // Debian's chromium, never a downloaded browser (tests/support/ensure-chromium.ts installs it).
        // Playwright adds --headless itself when headless (and drops it for --headed debugging).
        launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
      },
    },
  ],
  webServer: {
    // The built app on the real server (src/server/cli/start.ts), on a fresh database every run.
    command: 'node --import tsx e2e/support/serve.ts',
    cwd: root,
    url: `${baseURL}/api/health`,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(os.tmpdir(), `apotheca-e2e-${port}`, 'pglite'),
      APP_ENV: 'local',
      // the staff queue's refresh and the kiosk's idle reset, shortened instead of sleeping.
      STAFF_QUEUE_REFRESH_SECONDS: '3',
      // Every public page rendered on the server, however busy two test workers keep it (README "Pages for crawlers").
      SERVER_PAGES_MAX_BUSY: '1',
      SERVER_PAGES_PER_SECOND: '1000',
      SERVER_PAGES_WAIT_MS: '2000',
      KIOSK_IDLE_SECONDS: '8',
      KIOSK_RESET_COUNTDOWN_SECONDS: '3',
    },
    reuseExistingServer: !CI,
    // First start may build the app and seeds the demo data.
    timeout: 300_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page } from '@playwright/test';
import { apiSession } from './support/api-session';
import { logIn } from './support/accounts';
import { listTiles, presetStore } from './support/catalog';
import { ageGate, expect, passAgeGate, SERVICE_WORKER_TIMEOUT, skipAgeGate, test } from './support/fixtures';

/**
 * The app's content security policy in Chromium against the real server (README "Content security
 * policy"): no script runs but our files and the inline scripts the policy names by hash, and
 * nothing the app does trips it: a first visit through the age gate, a product list and page, the
 * locator's map, a repeat visit answered by the service worker with a kept page, and a staff
 * receipt print. Other sites cannot frame the app.
 */
test.describe.configure({ timeout: 120_000 });

interface Violation {
  directive: string;
  blocked: string;
  source: string;
  sample: string;
}

/**
 * Every content security policy violation in the context's pages and frames: the documents'
 * `securitypolicyviolation` events and the browser's own console reports, which also name a
 * Permissions-Policy the browser could not read.
 */
async function recordViolations(context: BrowserContext): Promise<Violation[]> {
  const violations: Violation[] = [];
  await context.exposeBinding('reportCspViolation', (_source, violation: Violation) => void violations.push(violation));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (violation: object) => void }).reportCspViolation;
      report({ directive: event.effectiveDirective, blocked: event.blockedURI, source: `${event.sourceFile}:${event.lineNumber}`, sample: event.sample });
    });
  });
  context.on('console', (message) => {
    if (/Content Security Policy|Permissions-Policy|Refused to (load|execute|connect|frame|apply|evaluate|create)/i.test(message.text())) {
      violations.push({ directive: 'console', blocked: '', source: message.location().url, sample: message.text() });
    }
  });
  return violations;
}

/** The script sources of a document's policy. */
function scriptSources(policy: string | null): string[] {
  return /(?:^|;\s*)script-src ([^;]*)/.exec(policy ?? '')?.[1]?.split(' ') ?? [];
}

test('a first visit, the menu, a product, the map and a repeat visit from the service worker run without one policy violation', async ({ browser, baseURL }) => {
  const context = await browser.newContext();
  const violations = await recordViolations(context);
  await presetStore(context, baseURL!, 'chicago-lakeview-il', 'Adult Use');
  const page = await context.newPage();

  // A first visit: the server's page with the age gate, working before the app by its inline script.
  const first = await page.goto('/products/flower');
  const policy = first!.headers()['content-security-policy'] ?? null;
  expect(scriptSources(policy)).toContain("'self'");
  expect(scriptSources(policy)).not.toContain("'unsafe-inline'");
  expect(scriptSources(policy).filter((source) => source.startsWith("'sha256-"))).not.toHaveLength(0);
  expect(policy).toContain("frame-ancestors 'none'");
  await expect(ageGate(page)).toBeVisible();
  await passAgeGate(page);

  // A product list, then a product page.
  await expect.poll(() => listTiles(page).count()).toBeGreaterThan(0);
  const product = (await listTiles(page).first().locator('h3 a').textContent())!.trim();
  await listTiles(page).first().locator('h3 a').click();
  await expect(page.getByRole('heading', { level: 1, name: product })).toBeVisible();

  // The locator's map: MapLibre, its worker and our own style.
  await page.goto('/locations?state=IL');
  const map = page.getByRole('region', { name: /map/i }).filter({ has: page.locator('canvas') });
  await expect(map.locator('canvas')).toBeVisible({ timeout: 30_000 });
  await expect(map.getByRole('button', { name: 'Naperville', exact: true })).toBeVisible({ timeout: 30_000 });

  // A repeat visit: the service worker answers with the shell plus the kept page and its inline start script.
  await page.goto('/products/flower');
  await expect.poll(() => listTiles(page).count()).toBeGreaterThan(0);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), SERVICE_WORKER_TIMEOUT).toBe(true);
  const keptPages = () => page.evaluate(async () => (await (await caches.open('apotheca-page-snapshots-v1')).keys()).map((request) => new URL(request.url).pathname));
  await expect.poll(keptPages, { timeout: 30_000 }).toContain('/__page-snapshot/products/flower');
  const repeat = await page.reload();
  expect(repeat!.fromServiceWorker()).toBe(true);
  expect(await repeat!.text()).toContain('<div id="apotheca-snapshot" inert');
  expect(repeat!.headers()['content-security-policy']).toBe(policy);
  await expect(page.locator('#apotheca-snapshot')).toHaveCount(0);
  await expect(listTiles(page).first()).toBeVisible();

  expect(violations).toEqual([]);
  await context.close();
});

/** react-to-print prints from an iframe: every frame's print() records what it would have printed. */
async function interceptPrinting(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.print = () => {
      const top = window.top as Window & { printedReceipts?: string[] };
      top.printedReceipts = [...(top.printedReceipts ?? []), document.body.innerText];
    };
  });
}

test("staff print a receipt (react-to-print's frame) without a policy violation", async ({ browser, baseURL, request }) => {
  // The demo shopper's picked-up orders are at Hudson Valley (README "Demo data").
  const [orderId] = await (await apiSession(request, 'shopper@apotheca.test', 'Apotheca420!')).orderIds();
  const context = await browser.newContext();
  const violations = await recordViolations(context);
  await skipAgeGate(context, baseURL!);
  const page = await context.newPage();
  await interceptPrinting(page);
  await logIn(page, 'staff.hudson-valley-ny@apotheca.test', 'Apotheca420!');
  const order = await page.goto(`/order/${orderId}`);
  expect(scriptSources(order!.headers()['content-security-policy'] ?? null)).toContain("'self'");
  await page.getByRole('button', { name: 'Print Receipt' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Receipt printed.' })).toBeVisible();
  const printed = await page.evaluate(() => (window as Window & { printedReceipts?: string[] }).printedReceipts ?? []);
  expect(printed[0]).toContain(`#${orderId}`);
  expect(violations).toEqual([]);
  await context.close();
});

test('another site cannot show the app in a frame', async ({ page, baseURL }) => {
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes("frame-ancestors 'none'")) blocked.push(message.text());
  });
  // A page of another origin on this machine that frames the app (a public one could not reach it at all).
  const framingSite = createServer((_request, response) => {
    response.setHeader('content-type', 'text/html');
    response.end(`<iframe src="${baseURL}/products/flower" width="800" height="600"></iframe>`);
  });
  await new Promise<void>((resolve) => framingSite.listen(0, '127.0.0.1', resolve));
  try {
    const framed = page.waitForResponse((response) => response.url() === `${baseURL}/products/flower`);
    await page.goto(`http://127.0.0.1:${(framingSite.address() as AddressInfo).port}/`);
    expect((await framed).headers()['x-frame-options']).toBe('DENY');
    await expect.poll(() => blocked.length).toBeGreaterThan(0);
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
    expect(await frame!.locator('#root, #apotheca-snapshot').count()).toBe(0);
  } finally {
    await new Promise((resolve) => framingSite.close(resolve));
  }
});

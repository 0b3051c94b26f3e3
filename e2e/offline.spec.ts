import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { apiSession } from './support/api-session';
import { logIn, logOut } from './support/accounts';
import { chooseOrderType, expectCartCount, openProduct } from './support/cart';
import { listTiles, presetStore } from './support/catalog';
import { SERVICE_WORKER_TIMEOUT, skipAgeGate } from './support/fixtures';

/**
 * Offline-first (README "What the device keeps"), in Chromium against the real server: visit the menu once; go offline;
 * reload; the shell, the last list, a product page and the locator render from what the device
 * kept; add to cart offline; come back online: the server's cart holds exactly those items once.
 * An order placed offline is held ('Waiting for connection') and sent once on reconnect.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

// A demo account no other spec uses, so this file owns its cart.
const SHOPPER = { email: 'employee@apotheca.test', password: 'Apotheca420!' };

async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), SERVICE_WORKER_TIMEOUT).toBe(true);
}

const inventoryIdOf = (url: string) => Number(/\/product\/(\d+)/.exec(new URL(url).pathname)?.[1]);

/** The query cache keys this page has kept in IndexedDB (src/web/data/offline-db.ts). */
function keptQueryKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('apotheca');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const keys = open.result.transaction('queryBody').objectStore('queryBody').getAllKeys();
          keys.onsuccess = () => resolve(keys.result.map(String));
          keys.onerror = () => reject(keys.error);
        };
      }),
  );
}

/** A product page's data is kept on the device (written just after it shows). */
async function expectProductKept(page: Page, inventoryId: number) {
  await expect.poll(async () => (await keptQueryKeys(page)).some((key) => key.includes(`"detail",${inventoryId}]`)), { timeout: 30_000 }).toBe(true);
}

async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

test.beforeEach(async ({ page, context, baseURL }) => {
  await skipAgeGate(context, baseURL!);
  await presetStore(context, baseURL!, 'chicago-lakeview-il', 'Adult Use');
  await logIn(page, SHOPPER.email, SHOPPER.password);
});

test('after one visit, the menu, a product page and the locator render with no network', async ({ page, context }) => {
  const name = await openProduct(page, 'flower', 0);
  const productUrl = page.url();
  await expectProductKept(page, inventoryIdOf(productUrl));
  await page.goto('/products/flower');
  await expect.poll(() => listTiles(page).count()).toBeGreaterThan(0);
  const onlineTiles = await listTiles(page).locator('h3').allTextContents();
  await page.goto('/locations');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForServiceWorker(page);

  await goOffline(context, page);
  await page.goto('/products/flower');
  await expect(page.getByRole('status').filter({ hasText: "You're offline" }).first()).toBeVisible();
  await expect.poll(() => listTiles(page).locator('h3').allTextContents()).toEqual(onlineTiles);

  await page.goto(productUrl);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  await page.goto('/locations');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByText('3 Dispensaries in Illinois:')).toBeVisible();
  await expect(page.getByRole('main').getByText('Chicago Lakeview').first()).toBeVisible();
  await context.setOffline(false);
});

async function goOnline(context: BrowserContext, page: Page) {
  await context.setOffline(false);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(true);
}

/** Adds on a product page with no network: the add waits on the device, and says so in place. */
async function addOffline(page: Page, quantity: number) {
  const main = page.getByRole('main');
  for (let count = 1; count < quantity; count++) await main.getByRole('button', { name: 'Increase quantity' }).first().click();
  await main.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(main.getByText("You're offline. We'll add it to your cart as soon as you're back online.")).toBeVisible();
}

test('items added offline reach the server once, after the network returns', async ({ page, context, request }) => {
  const server = await apiSession(request, SHOPPER.email, SHOPPER.password);
  await openProduct(page, 'vapes', 0);
  const first = page.url();
  await expectProductKept(page, inventoryIdOf(first));
  await openProduct(page, 'vapes', 1);
  const second = page.url();
  await expectProductKept(page, inventoryIdOf(second));
  await waitForServiceWorker(page);
  const before = await server.cartQuantities();
  const units = Object.values(before).reduce((sum, quantity) => sum + quantity, 0);

  await goOffline(context, page);
  await page.goto(first);
  await addOffline(page, 2);
  await page.goto(second);
  await addOffline(page, 1);
  await expect(page.getByRole('status').filter({ hasText: '2 changes wait to be sent' })).toBeVisible();
  await expectCartCount(page, units + 3);
  // Nothing left the device meanwhile.
  expect(await server.cartQuantities()).toEqual(before);

  await goOnline(context, page);
  const expected = { ...before, [inventoryIdOf(first)]: (before[inventoryIdOf(first)] ?? 0) + 2, [inventoryIdOf(second)]: (before[inventoryIdOf(second)] ?? 0) + 1 };
  await expect.poll(() => server.cartQuantities()).toEqual(expected);
  await expectCartCount(page, units + 3);
  await expect(page.locator('[data-offline-banner]')).toHaveCount(0);

  // Another drop and return, and a reload: nothing is sent twice.
  await goOffline(context, page);
  await goOnline(context, page);
  await page.reload();
  await expectCartCount(page, units + 3);
  expect(await server.cartQuantities()).toEqual(expected);
});

test('an order placed offline waits for the connection and is placed exactly once', async ({ page, context, request }) => {
  const server = await apiSession(request, SHOPPER.email, SHOPPER.password);
  const ordersBefore = await server.orderIds();
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await chooseOrderType(page, 'Pickup');
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeEnabled();

  await goOffline(context, page);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('button', { name: 'Waiting for connection' })).toBeVisible();
  await expect(page.getByText("Your order will be sent once, as soon as you're back online.", { exact: false })).toBeVisible();
  expect(await server.orderIds()).toEqual(ordersBefore);

  await goOnline(context, page);
  await expect(page).toHaveURL(/\/order\/\d+$/);
  const orderId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('main').getByText('Submitted', { exact: true })).toBeVisible();
  await goOffline(context, page);
  await goOnline(context, page);
  await page.reload();
  await expect(page.getByRole('main').getByText('Submitted', { exact: true })).toBeVisible();
  const ordersAfter = await server.orderIds();
  expect(ordersAfter.filter((id) => !ordersBefore.includes(id))).toEqual([orderId]);
  expect(await server.cartQuantities()).toEqual({});
});

test('signing out clears the shopper\'s cart, orders and profile from the device; the menu stays', async ({ page }) => {
  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/products/flower');
  await expect.poll(() => listTiles(page).count()).toBeGreaterThan(0);
  const privateRoots = (keys: string[]) => keys.filter((key) => /-\["(users|carts|orders)"/.test(key));
  await expect.poll(async () => privateRoots(await keptQueryKeys(page)).length).toBeGreaterThan(0);

  await logOut(page);
  await expect.poll(async () => privateRoots(await keptQueryKeys(page))).toEqual([]);
  expect((await keptQueryKeys(page)).some((key) => key.includes('"inventory"'))).toBe(true);
  // The service worker never kept a personal answer either.
  const cachedPrivate = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls.filter((url) => /\/api\/(users|carts|auth)\//.test(url));
  });
  expect(cachedPrivate).toEqual([]);
});

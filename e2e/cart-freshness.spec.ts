import { expect, test, type Page } from '@playwright/test';
import { apiSession } from './support/api-session';
import { logIn } from './support/accounts';
import { addToCart, openProduct } from './support/cart';
import { presetStore } from './support/catalog';
import { SERVICE_WORKER_TIMEOUT, skipAgeGate } from './support/fixtures';
import { registerShopper } from './support/register';

/**
 * The device keeps the shopper's cart for offline use (README "What the device keeps"), but a reload
 * online always shows the server's cart: one changed on another device a moment ago is not shown as
 * it was. (Offline, the kept cart is what shows: e2e/offline.spec.ts.)
 */
// Registration, two scrypt sign-ins and a build's first page loads on two busy cores.
test.describe.configure({ timeout: 180_000 });
/** A whole page load of /cart (its chunks, the session, then the cart) on those cores. */
const pageLoad = expect.configure({ timeout: 30_000 });

const inventoryIdOf = (url: string) => Number(/\/product\/(\d+)/.exec(new URL(url).pathname)?.[1]);

/** The header's cart count; on /cart itself it is a picture, not a link. */
const cartBadge = (page: Page, count: string) => page.getByRole('banner').getByRole('img', { name: `Cart, ${count}` });

/** Whether this page has kept its open cart in IndexedDB (src/web/data/offline-db.ts). */
function cartKept(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      new Promise<boolean>((resolve, reject) => {
        const open = indexedDB.open('apotheca');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const keys = open.result.transaction('queryBody').objectStore('queryBody').getAllKeys();
          keys.onsuccess = () => resolve(keys.result.some((key) => String(key).includes('["carts","open",')));
          keys.onerror = () => reject(keys.error);
        };
      }),
  );
}

test('a reload shows the cart as the server has it, not as this device last saw it', async ({ page, context, baseURL, request }) => {
  // A shopper of its own: no other spec touches this cart.
  const shopper = await registerShopper(request, context, 'Fresh');
  await skipAgeGate(context, baseURL!);
  await presetStore(context, baseURL!, 'chicago-lakeview-il', 'Adult Use');
  await logIn(page, shopper.email, shopper.password);
  // The service worker's first install fetches ~300 files: let it finish before pages are timed.
  await expect.poll(() => page.evaluate(async () => Boolean(await navigator.serviceWorker.ready)), SERVICE_WORKER_TIMEOUT).toBe(true);

  await openProduct(page, 'flower', 0);
  const inventoryId = inventoryIdOf(page.url());
  await addToCart(page, 1);
  await page.goto('/cart');
  await pageLoad(page.getByRole('main').getByRole('textbox', { name: /^Quantity of / })).toHaveValue('1');
  await expect(cartBadge(page, '1 item')).toBeVisible();
  await expect.poll(() => cartKept(page), { message: 'the cart is kept on the device' }).toBe(true);

  // Another device changes the same cart; this page reloads moments later.
  const otherDevice = await apiSession(request, shopper.email, shopper.password);
  await otherDevice.setQuantity(inventoryId, 3);
  await page.reload();
  await pageLoad(page.getByRole('main').getByRole('textbox', { name: /^Quantity of / })).toHaveValue('3');
  await expect(cartBadge(page, '3 items')).toBeVisible();
});

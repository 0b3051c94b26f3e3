import type { BrowserContext } from '@playwright/test';
import { logIn } from './support/accounts';
import { openProduct } from './support/cart';
import { expect, skipAgeGate, test } from './support/fixtures';

/**
 * An order on behalf of a walk-in (spec part 2 §2 "Staff home", §4 "Staff order on behalf",
 * §6 portal user), in Chromium against the real server. The terminal is a device that has never
 * shopped: no store was ever chosen on it, and staff work their own store, so the shopper's store
 * chooser must never cover the terminal.
 */
test.describe.configure({ timeout: 120_000 });

const STORE = 'hudson-valley-ny';
const STAFF = { email: `staff.${STORE}@apotheca.test`, password: 'Apotheca420!' };

test('staff on a fresh terminal start an order for a walk-in by name, add an item from the menu, check the debug inventory and place it; it joins their queue', async ({ page, context, baseURL }) => {
  await skipAgeGate(context, baseURL!);
  await recordStoreChooserSightings(context);
  await logIn(page, STAFF.email, STAFF.password);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'What would you like to do?' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Admin Ordering');

  // Create New Order: a new customer known only by a name (part 2 §5 "anonymous: a name").
  const create = page.getByRole('region', { name: 'Create New Order' });
  await create.getByRole('radio', { name: /Anonymous/ }).check();
  await create.getByRole('textbox', { name: /First name/ }).fill('Wren');
  await create.getByRole('textbox', { name: 'Last name' }).fill('Walker');
  await create.getByRole('radio', { name: 'Adult Use' }).check();
  await create.getByRole('button', { name: 'Start Order' }).click();
  await expect(page.getByRole('region', { name: 'Continue Order' })).toContainText('Wren Walker');
  await expect(page.getByRole('banner').getByRole('link', { name: /Ordering for Wren W\./ })).toBeVisible();

  // Add to Cart on the menu goes onto the started order, not a cart of the staff member's own.
  const product = await openProduct(page, 'edibles', 0);
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added 1 to the order for Wren Walker.')).toBeVisible();

  // The staff cart: the line, its debug inventory (remaining, reserved, sellable, batch), Place Order.
  await page.getByRole('banner').getByRole('link', { name: /Ordering for Wren W\./ }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { name: 'For Wren Walker' })).toBeVisible();
  await expect(page.getByRole('link', { name: product })).toBeVisible();
  await page.getByText('Debug inventory').first().click();
  await expect(page.getByRole('table', { name: `Debug inventory of ${product}` })).toBeVisible();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order\/\d+$/);
  const orderId = Number(new URL(page.url()).pathname.split('/').pop());

  // The order is in the store's queue under the name typed, and the terminal is free for the next one.
  await page.goto('/orders');
  const row = page.getByRole('article', { name: `Order #${orderId}` });
  await expect(row).toContainText('Wren Walker');
  await expect(page.getByRole('banner').getByRole('link', { name: /Ordering for/ })).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('e2e-store-chooser-seen'))).toBeNull();
});

/** Notes in the tab's session storage whether the shopper's store chooser ever opened, even briefly, on any page. */
async function recordStoreChooserSightings(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    new MutationObserver(() => {
      const chooser = [...document.querySelectorAll('[role="dialog"]')].some((dialog) => dialog.textContent?.includes('Choose Your Store'));
      if (chooser) sessionStorage.setItem('e2e-store-chooser-seen', location.pathname);
    }).observe(document, { childList: true, subtree: true });
  });
}

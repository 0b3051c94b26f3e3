import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { logIn } from './support/accounts';
import { addToCart, chooseOrderType, expectCartCount, openProduct, placeOrder } from './support/cart';
import { presetStore } from './support/catalog';
import { skipAgeGate } from './support/fixtures';

/**
 * Ordering (README "The cart is the order"), in Chromium against the real server and a fresh database: the demo shopper
 * (a rewards member with points and two picked-up orders) fills a cart until a category limit stops
 * them, uses a promo code and points, places pickup, curbside and delivery orders, finds them in
 * Order History, cancels one and asks for a return with a photo. The tests share that shopper and
 * run in order. Spec part 1 §4-§5, part 2 §2, §4, §5, §8.
 */
test.describe.configure({ mode: 'serial' });
// Each test signs in and walks several screens; on two busy cores that takes longer than the default 30 s.
test.describe.configure({ timeout: 120_000 });

const SHOPPER = { email: 'shopper@apotheca.test', password: 'Apotheca420!' };
const PHOTO = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons', 'icon-192.png');

test.beforeEach(async ({ page, context, baseURL }) => {
  await skipAgeGate(context, baseURL!);
  await presetStore(context, baseURL!, 'hudson-valley-ny', 'Adult Use');
  await logIn(page, SHOPPER.email, SHOPPER.password);
});

async function goToCart(page: Page) {
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test('pickup: a category limit stops adding, a promo code and points apply, the order is placed', async ({ page }) => {
  // Adult Use concentrates are limited to 2 per order at this store (part 1 §5 purchase_limits).
  await openProduct(page, 'concentrates', 0);
  await addToCart(page, 2);
  await expectCartCount(page, 2);
  await openProduct(page, 'concentrates', 1);
  await expect(page.getByRole('main').getByText("Concentrates are limited to 2 per order. You've reached your limit.")).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);

  await goToCart(page);
  const main = page.getByRole('main');
  await expect(main.getByText('Limited to 2 per order.')).toBeVisible();
  const totalBefore = await grandTotal(page);

  // A promo code (part 2 §8: the chip and the single-use notice).
  await main.getByRole('textbox', { name: 'Promo code' }).fill('WELCOME10');
  await main.getByRole('button', { name: 'Apply' }).click();
  await expect(main.getByText('Promo Applied: WELCOME10')).toBeVisible();
  await expect(main.getByText(/Promo code WELCOME10 worth \$10\.00 can only be used once\./)).toBeVisible();

  // Points in whole dollars (part 2 §5 Rewards): more than the maximum is refused before any call.
  await main.getByRole('textbox', { name: 'Dollars to redeem' }).fill('5000');
  await main.getByRole('button', { name: 'Redeem' }).click();
  await expect(main.getByText(/The amount you entered exceeds the (max redemption|number of points)/)).toBeVisible();
  await main.getByRole('textbox', { name: 'Dollars to redeem' }).fill('5');
  await main.getByRole('button', { name: 'Redeem' }).click();
  await expect(main.getByText(/Rewards/).first()).toBeVisible();
  await expect.poll(() => grandTotal(page)).toBeLessThanOrEqual(totalBefore - 1500);
  await expect(main.getByText(/rounded down/i)).toBeVisible();

  await chooseOrderType(page, 'Pickup');
  const orderId = await placeOrder(page);
  await expect(page.getByRole('main').getByText('Submitted', { exact: true })).toBeVisible();
  // The confirmation and the timeline (issue 21 "After ordering"): thanks first, the current step marked.
  await expect(page.getByRole('heading', { level: 2, name: 'Thank you for your order!' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Order Progress' }).locator('[aria-current="step"]')).toContainText('Accepted');
  await expect(page.getByRole('main').getByText(/WELCOME10|Promo/).first()).toBeVisible();
  await expect(page.getByRole('main').getByText(/Earning \d+ points/)).toBeVisible();
  await expectCartCount(page, 0);
  expect(orderId).toBeGreaterThan(0);
});

test('curbside: a vehicle description is needed before the order can be placed', async ({ page }) => {
  await openProduct(page, 'edibles', 0);
  await addToCart(page);
  await goToCart(page);
  await chooseOrderType(page, 'Curbside');
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeDisabled();
  await expect(page.getByText('Describe your vehicle so we can find you.').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Vehicle description' }).fill('Blue hatchback');
  await page.getByRole('textbox', { name: 'Vehicle description' }).blur();
  await placeOrder(page);
  await expect(page.getByRole('main').getByText('Blue hatchback')).toBeVisible();
});

test('delivery: the minimum first, then an address and a window, then the order', async ({ page }) => {
  await openProduct(page, 'accessories', 0);
  await addToCart(page);
  await goToCart(page);
  await chooseOrderType(page, 'Delivery');
  const main = page.getByRole('main');
  await expect(main.getByText('Your subtotal must meet the $50.00 minimum before placing this order.').first()).toBeVisible();
  await expect(main.getByRole('button', { name: 'Place Order' })).toBeDisabled();

  // A new address in a zip the store serves (the ZIP dataset names 10954 Nanuet).
  await main.getByRole('radio', { name: 'A new address' }).check();
  const form = main.getByRole('form', { name: 'New delivery address' });
  await form.getByLabel('Address line 1').fill('12 Main Street');
  await form.getByLabel('City').fill('Nanuet');
  await form.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: /^(NY|New York)$/ }).click();
  await form.getByLabel('Zip code').fill('10954');
  await form.getByRole('button', { name: 'Deliver Here' }).click();
  await expect(main.getByText('12 Main Street').first()).toBeVisible();

  // Meet the minimum with two flower jars, then choose the first window.
  await openProduct(page, 'flower', 0);
  await addToCart(page, 2);
  await goToCart(page);
  await expect(main.getByText(/minimum before placing this order/)).toHaveCount(0);
  await main.getByRole('combobox', { name: 'Delivery window' }).click();
  await page.getByRole('option').first().click();
  await expect(main.getByRole('combobox', { name: 'Delivery window' })).toContainText(/AM|PM/);
  await placeOrder(page);
  await expect(page.getByRole('main').getByText('Scheduled', { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByText('12 Main Street')).toBeVisible();
});

test('Order History lists the orders; one is cancelled and says to contact the store', async ({ page }) => {
  await page.goto('/orders');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Order History' })).toBeVisible();
  const details = main.getByRole('link', { name: 'Order Details' });
  await expect(details).toHaveCount(5); // three placed here, two picked up before (demo seed)
  await main.getByRole('tab', { name: 'Completed' }).click();
  await expect(main.getByText('Picked Up').first()).toBeVisible();
  await expect(main.getByRole('link', { name: 'Order Details' })).toHaveCount(2);

  await main.getByRole('tab', { name: 'All' }).click();
  await details.first().click();
  await expect(page).toHaveURL(/\/order\/\d+$/);
  await page.getByRole('button', { name: 'Cancel Order' }).click();
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await confirm.getByRole('button', { name: /Cancel Order|Yes/ }).last().click();
  await expect(page.getByRole('main').getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByText('Please contact our store if you have any questions.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);

  await page.goto('/orders?filter=cancelled');
  await expect(page.getByRole('main').getByRole('link', { name: 'Order Details' })).toHaveCount(1);
});

test('returns: a finished order, one of its products, a message and a photo', async ({ page }) => {
  await page.goto('/contact?section=returns');
  const form = page.getByRole('form', { name: 'Contact us' });
  await chooseFirstOption(page, form.getByRole('combobox', { name: 'Order', exact: true }));
  await chooseFirstOption(page, form.getByRole('combobox', { name: 'Product' }));
  await form.getByLabel('Message').fill('The cartridge arrived cracked; I would like a replacement.');
  await form.getByLabel('Choose a photo or video').setInputFiles(PHOTO);
  await expect(form.getByRole('list', { name: 'Your files' })).toContainText('icon-192.png');
  // Sent with upload progress (XMLHttpRequest) and answered by the server: the file can now be removed.
  await expect(form.getByRole('button', { name: 'Remove icon-192.png' })).toBeVisible();
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('heading', { name: 'Thanks for contacting us!' })).toBeVisible();
});

/**
 * Opens a select and picks its first option. Once in CI the Order select stayed closed after its
 * click (focused, no listbox) while the page's cookie banner was arriving after the first paint, and
 * once its list closed again between showing and the pick: a shopper opens it again and picks, and
 * so does this, until the pick lands.
 */
async function chooseFirstOption(page: Page, select: Locator): Promise<void> {
  await expect(async () => {
    if (!(await page.getByRole('listbox').isVisible())) await select.click();
    await page.getByRole('option').first().click({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

/** The grand total on /cart in cents, read from the totals' live region ('Order total $N'). */
async function grandTotal(page: Page): Promise<number> {
  const text = await page.getByRole('status').filter({ hasText: /^Order total/ }).textContent();
  const match = /\$([\d,]+)\.(\d\d)/.exec(text ?? '');
  return match ? Number(match[1]!.replace(/,/g, '')) * 100 + Number(match[2]) : Number.NaN;
}

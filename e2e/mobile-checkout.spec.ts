import { expect, type Page } from '@playwright/test';
import { chooseOrderType, openProduct } from './support/cart';
import { presetStore } from './support/catalog';
import { skipAgeGate, test } from './support/fixtures';
import { registerShopper } from './support/register';

/**
 * One-thumb buying on a phone (issue 21 "Mobile checkout"), in Chromium at 390×844 against the real
 * server: Add to Cart and Place Order are on screen as a page opens, in a bar with the price or the
 * total, without scrolling past the product's details or the cart's lines; signed out, the cart says
 * why it asks for a sign-in and comes back after it.
 */
test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const STORE_SLUG = 'hudson-valley-ny';

/** A sign-in takes scrypt's time (see e2e/support/accounts.ts). */
const SIGN_IN_TIMEOUT = { timeout: 30_000 } as const;

/** Signs in from /login (the phone header keeps the account button in its menu). */
async function signIn(page: Page, email: string, password: string) {
  await page.goto(`/login?u=${encodeURIComponent(email)}`);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).not.toHaveURL(/\/login/, SIGN_IN_TIMEOUT);
}

/** The cookie banner is not what these tests are about: closed when it shows, as a shopper would. */
async function closeCookieBanner(page: Page) {
  const close = page.getByRole('button', { name: 'Close cookie banner' });
  if (await close.isVisible()) await close.click();
}

test('a phone: Add to Cart and Place Order are in reach as their pages open, each beside the price or the total', async ({ page, context, request, baseURL }) => {
  await skipAgeGate(context, baseURL!);
  await presetStore(context, baseURL!, STORE_SLUG, 'Adult Use');
  const shopper = await registerShopper(request, context, 'Thumb');
  await signIn(page, shopper.email, shopper.password);
  await closeCookieBanner(page);

  await openProduct(page, 'edibles', 0);
  const add = page.getByRole('main').getByRole('button', { name: 'Add to Cart' });
  await expect(add).toBeInViewport({ ratio: 1 });
  await add.click();
  const popup = page.getByRole('dialog', { name: 'Added to Cart' });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Keep Shopping' }).click();

  await page.goto('/cart');
  await closeCookieBanner(page);
  await chooseOrderType(page, 'Pickup');
  await page.evaluate(() => window.scrollTo(0, 0));
  const bar = page.getByRole('region', { name: 'Place your order' });
  const placeOrder = bar.getByRole('button', { name: 'Place Order' });
  await expect(placeOrder).toBeEnabled();
  await expect(placeOrder).toBeInViewport({ ratio: 1 });
  await expect(bar).toContainText(/Total\s*\$\d+\.\d\d/);
  // One Place Order on the page: the bar's.
  await expect(page.getByRole('button', { name: 'Place Order' })).toHaveCount(1);
  await placeOrder.click();
  await expect(page).toHaveURL(/\/order\/\d+$/);
});

test('signed out, /cart says why it asks for a sign-in, and signing in comes back to the cart', async ({ page, context, request, baseURL }) => {
  await skipAgeGate(context, baseURL!);
  await presetStore(context, baseURL!, STORE_SLUG, 'Adult Use');
  const shopper = await registerShopper(request, context, 'Return');
  await page.goto('/cart');
  await expect(page).toHaveURL(/\/login\?from=/);
  await expect(page.getByText("Your cart is kept with your account. Log in to see it and place your order; you'll come right back to your cart.")).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/cart$/, SIGN_IN_TIMEOUT);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

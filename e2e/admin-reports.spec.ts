import type { APIRequestContext, Page } from '@playwright/test';
import { logIn } from './support/accounts';
import { addToCart, chooseOrderType, openProduct, placeOrder } from './support/cart';
import { presetStore } from './support/catalog';
import { expect, skipAgeGate, test } from './support/fixtures';
import { registerShopper } from './support/register';

/**
 * Console reports (README "Reports"), in Chromium against the real server from a fresh database: a
 * shopper places orders, then the demo operator opens today's report for that store and sees those
 * orders, the sales equal to the sum of the grand totals the shopper's order pages showed, and the
 * order the store's budtender rejected listed with its reason.
 */
test.describe.configure({ timeout: 180_000 });

const OPERATOR = 'operator@apotheca.test';
const PASSWORD = 'Apotheca420!';
const STORE_SLUG = 'hudson-valley-ny';
const CLIENT_HEADERS = { 'x-api-key': 'apotheca-public-web-key', 'x-portal-app-id': 'apotheca-web' };

const cents = (text: string) => {
  const match = /\$([\d,]+)\.(\d\d)/.exec(text);
  return match ? Number(match[1]!.replace(/,/g, '')) * 100 + Number(match[2]) : Number.NaN;
};
const dollars = (value: number) => `$${(value / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The placed order's grand total as its order page shows it. */
async function orderPageTotal(page: Page): Promise<number> {
  const total = page.getByRole('main').locator('dt', { hasText: /^Total$/ }).last().locator('xpath=following-sibling::dd[1]');
  await expect(total).toHaveText(/\$\d/);
  return cents((await total.textContent()) ?? '');
}

/** The store's budtender rejects the order through the staff call, saying the items are out of stock. */
async function rejectAsStaff(request: APIRequestContext, orderId: number): Promise<void> {
  const login = await request.post('/api/auth/login', { headers: CLIENT_HEADERS, data: { username: `staff.${STORE_SLUG}@apotheca.test`, password: PASSWORD } });
  expect(login.ok(), await login.text()).toBe(true);
  const headers = { ...CLIENT_HEADERS, authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
  const stores = (await (await request.get('/api/staff/op/my-stores', { headers })).json()) as { data: { id: number; store_slug: string }[] };
  const store = stores.data.find((row) => row.store_slug === STORE_SLUG)!;
  const reject = await request.post('/api/staff/op/update-order-status', { headers, data: { store_id: store.id, cart_id: orderId, status: 'rejected', reason: 'out_of_stock' } });
  expect(reject.ok(), await reject.text()).toBe(true);
}

test("today's report at the store shows the orders placed in the test, sales equal to their grand totals", async ({ page, browser, request, context, baseURL }) => {
  await skipAgeGate(context, baseURL!);
  await presetStore(context, baseURL!, STORE_SLUG, 'Adult Use');
  const shopper = await registerShopper(request, context, 'Ledger');
  await logIn(page, shopper.email, shopper.password);
  const totals: number[] = [];
  for (const [category, index] of [
    ['edibles', 0],
    ['flower', 1],
  ] as const) {
    await openProduct(page, category, index);
    await addToCart(page);
    await page.goto('/cart');
    await chooseOrderType(page, 'Pickup');
    await placeOrder(page);
    totals.push(await orderPageTotal(page));
  }
  const sales = totals.reduce((sum, total) => sum + total, 0);
  expect(sales).toBeGreaterThan(0);
  // A third order, rejected by the store's budtender with a reason: not in the sales, listed with its reason.
  await openProduct(page, 'edibles', 0);
  await addToCart(page);
  await page.goto('/cart');
  await chooseOrderType(page, 'Pickup');
  await rejectAsStaff(request, await placeOrder(page));

  const operatorContext = await browser.newContext();
  await skipAgeGate(operatorContext, baseURL!);
  const admin = await operatorContext.newPage();
  await logIn(admin, OPERATOR, PASSWORD);
  await admin.goto('/admin/reports');
  await expect(admin.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await admin.getByRole('combobox', { name: 'Report for' }).click();
  await admin.getByRole('option', { name: /Hudson Valley/ }).click();
  await expect(admin.getByRole('combobox', { name: 'Dates' })).toContainText('Today');

  const headline = admin.getByLabel('Headline figures');
  await expect(headline.locator('div').filter({ has: admin.locator('dt', { hasText: /^Orders/ }) }).locator('dd')).toHaveText('2');
  await expect(headline.locator('div').filter({ has: admin.locator('dt', { hasText: /^Sales$/ }) }).locator('dd')).toHaveText(dollars(sales));
  await expect(admin.getByRole('figure', { name: 'Sales by day' }).locator('svg').first()).toBeVisible();
  const byType = admin.getByRole('table', { name: 'By order type' });
  await expect(byType.getByRole('row', { name: /^Pickup/ })).toContainText(dollars(sales));
  const stopped = admin.getByRole('table', { name: 'Cancellations and rejections' });
  await expect(stopped.getByRole('row', { name: /^Rejected Staff Items out of stock/ })).toBeVisible();

  // A table downloads as CSV from the server.
  const download = admin.waitForEvent('download');
  await admin.getByRole('button', { name: 'Download Sales by day as CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(new RegExp(`^${STORE_SLUG}-\\d{4}-\\d{2}-\\d{2}-to-\\d{4}-\\d{2}-\\d{2}-by-day\\.csv$`));
  await operatorContext.close();
});

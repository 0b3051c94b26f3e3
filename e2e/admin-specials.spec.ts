import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { logIn } from './support/accounts';
import { addToCart, chooseOrderType, openProduct, placeOrder } from './support/cart';
import { listTiles, presetStore } from './support/catalog';
import { expect, skipAgeGate, test } from './support/fixtures';
import { registerShopper } from './support/register';

/**
 * Specials and promo codes made in the console (README "Specials in the console"), in Chromium
 * against the real server from a fresh database: the demo operator makes a 20%-off special for a
 * product brand and a single-use promo code in the UI, and shoppers get exactly what they say
 * (part 1 §3 Special; part 2 §8 promo notice; DECISIONS.md "Specials": single use per account).
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const PASSWORD = 'Apotheca420!';
const OPERATOR = 'operator@apotheca.test';
const STORE = { slug: 'hudson-valley-ny', name: /Hudson Valley/ };
const CLIENT_HEADERS = { 'x-api-key': 'apotheca-public-web-key', 'x-portal-app-id': 'apotheca-web' };
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

test.beforeEach(async ({ context, baseURL }) => {
  await skipAgeGate(context, baseURL!);
});

interface Product {
  id: number;
  name: string;
  /** What the list and the product page call it. */
  ecomm_display_name: string;
  brand: string;
  price_cents: number;
  discounted_price_cents: number | null;
}

/** The store's Adult Use flower as the public menu answers it (part 1 §7 GET p/inventory). */
async function flowerMenu(request: APIRequestContext): Promise<Product[]> {
  const stores = (await (await request.get('/api/p/stores', { headers: CLIENT_HEADERS })).json()) as { data: { id: number; store_slug: string }[] };
  const storeId = stores.data.find((store) => store.store_slug === STORE.slug)!.id;
  const response = await request.get(`/api/p/inventory?store_id=${storeId}&usage_type=recreational&categories=flower&include_specials=true`, { headers: CLIENT_HEADERS });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: Product[] }).data;
}

async function openConsoleSpecials(page: Page) {
  await logIn(page, OPERATOR, PASSWORD);
  await page.goto('/admin/specials');
  await expect(page.getByRole('heading', { level: 1, name: 'Specials and promo codes' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Store' }).first().click();
  await page.getByRole('option', { name: STORE.name }).click();
  await page.getByRole('button', { name: 'New special' }).click();
  return page.getByRole('form', { name: 'New special' });
}

async function shopperPage(browser: { newContext: () => Promise<BrowserContext> }, baseURL: string, request: APIRequestContext, first: string) {
  const context = await browser.newContext();
  await skipAgeGate(context, baseURL);
  await presetStore(context, baseURL, STORE.slug, 'Adult Use');
  const shopper = await registerShopper(request, context, first);
  const page = await context.newPage();
  await logIn(page, shopper.email, shopper.password);
  return { context, page };
}

test("a 20%-off special for a brand, starting now: the shopper's list shows the discounted price and the cart prices it to the cent", async ({ page, browser, baseURL, request }) => {
  // A flower no special discounts yet: the brand's 20% off is then its only special.
  const product = (await flowerMenu(request)).find((candidate) => candidate.discounted_price_cents === null)!;
  expect(product, 'a flower without a special').toBeDefined();
  const discounted = Math.round((product.price_cents * 80) / 100);

  const form = await openConsoleSpecials(page);
  await form.getByLabel('Title').fill(`20% Off ${product.brand}`);
  await form.getByRole('textbox', { name: 'Percent off' }).fill('20');
  await form.getByRole('group', { name: 'Every item of these brands' }).getByRole('checkbox', { name: product.brand, exact: true }).check();
  await form.getByRole('button', { name: 'Preview' }).click();
  const preview = form.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('row').filter({ hasText: product.name }).first()).toContainText(dollars(discounted));
  await form.getByRole('button', { name: 'Create special' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Special saved.' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Specials' }).getByRole('row').filter({ hasText: `20% Off ${product.brand}` }).first()).toContainText('Live');

  const shopper = await shopperPage(browser, baseURL!, request, 'Brandfan');
  await shopper.page.goto(`/products/flower?search=${encodeURIComponent(product.name)}`);
  const tile = listTiles(shopper.page).filter({ has: shopper.page.getByRole('link', { name: product.ecomm_display_name, exact: true }) }).first();
  await expect(tile).toContainText(`Sale price ${dollars(discounted)}`);
  await tile.locator('h3 a').click();
  await expect(shopper.page.getByRole('heading', { level: 1, name: product.ecomm_display_name })).toBeVisible();
  await addToCart(shopper.page, 2);
  await shopper.page.goto('/cart');
  const main = shopper.page.getByRole('main');
  await expect(main).toContainText(`${dollars(discounted)} each`);
  await expect(main.locator('dt', { hasText: /^Subtotal$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText(dollars(discounted * 2));
  await shopper.context.close();
});

test('a single-use promo code: a shopper applies it and places an order; the second use is refused with the message', async ({ page, browser, baseURL, request }) => {
  const code = `ONCE${Date.now().toString().slice(-6)}`;
  const form = await openConsoleSpecials(page);
  await form.getByLabel('Title').fill('Five dollars once');
  await form.getByRole('radio', { name: /Cart discount/ }).check();
  await form.getByRole('radio', { name: 'Dollars off' }).check();
  await form.getByRole('textbox', { name: 'Dollars off ($)' }).fill('5');
  await form.getByLabel('Promo codes').fill(code);
  await expect(form.getByRole('checkbox', { name: 'Each shopper may use a code once' })).toBeChecked();
  await form.getByRole('button', { name: 'Create special' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Special saved.' })).toBeVisible();

  const shopper = await shopperPage(browser, baseURL!, request, 'Promo');
  const applyCode = async () => {
    await shopper.page.goto('/cart');
    const main = shopper.page.getByRole('main');
    await main.getByRole('textbox', { name: 'Promo code' }).fill(code);
    await main.getByRole('button', { name: 'Apply' }).click();
    return main;
  };
  await openProduct(shopper.page, 'flower', 0);
  await addToCart(shopper.page);
  let main = await applyCode();
  await expect(main.getByText(`Promo Applied: ${code}`)).toBeVisible();
  await expect(main.getByText(`Promo code ${code} worth $5.00 can only be used once. If your order total is less than the promo code value, you will not be able to redeem the remainder.`)).toBeVisible();
  await chooseOrderType(shopper.page, 'Pickup');
  await placeOrder(shopper.page);

  await openProduct(shopper.page, 'flower', 1);
  await addToCart(shopper.page);
  main = await applyCode();
  await expect(main.getByText('You have already used this promo code.')).toBeVisible();
  await expect(main.getByText(`Promo Applied: ${code}`)).toHaveCount(0);
  await shopper.context.close();

  // The console counts the redemption.
  await page.goto('/admin/specials');
  await expect(page.getByRole('table', { name: 'Specials' }).getByRole('row').filter({ hasText: 'Five dollars once' }).first()).toContainText('used 1×');
});

test('the specials page and its form are axe clean, and the form opens and closes from the keyboard', async ({ page }) => {
  const form = await openConsoleSpecials(page);
  const serious = async () =>
    (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5) }));
  await expect(form.getByLabel('Title')).toBeVisible();
  expect(await serious(), 'the form').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(form).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'New special' })).toBeFocused();
  expect(await serious(), 'the list').toEqual([]);
});

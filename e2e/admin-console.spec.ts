import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { logIn } from './support/accounts';
import { addToCart, openProduct } from './support/cart';
import { presetStore } from './support/catalog';
import { expect, skipAgeGate, test } from './support/fixtures';
import { filterAuditLog } from './support/audit';
import { registerShopper } from './support/register';

/**
 * The operator console (README "The operator console"), in Chromium against the real server from a
 * fresh database: the demo operator and store manager see what their roles allow, every console page
 * is axe clean, and a saved store setting shows on the storefront.
 */
test.describe.configure({ timeout: 120_000 });

const PASSWORD = 'Apotheca420!';
const OPERATOR = 'operator@apotheca.test';
const MANAGER = 'manager@apotheca.test';

async function seriousViolations(page: Page) {
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, help: violation.help, targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5) }));
}

/** The headers every call carries (part 1 §7; src/web/data/call.ts). */
const CLIENT_HEADERS = { 'x-api-key': 'apotheca-public-web-key', 'x-portal-app-id': 'apotheca-web' };

/** A store's id by its slug, from the public store list (part 1 §7 GET /p/stores). */
async function storeIdOf(request: APIRequestContext, slug: string): Promise<number> {
  const response = await request.get('/api/p/stores', { headers: CLIENT_HEADERS });
  expect(response.ok(), await response.text()).toBe(true);
  const { data } = (await response.json()) as { data: { id: number; store_slug: string }[] };
  const store = data.find((candidate) => candidate.store_slug === slug);
  expect(store, slug).toBeDefined();
  return store!.id;
}

const sections = (page: Page) => page.getByRole('navigation', { name: 'Console sections' });

test.beforeEach(async ({ context, baseURL }) => {
  await skipAgeGate(context, baseURL!);
});

test('a visitor is sent to sign in; the operator sees every store of the brand and the audit log, and the pages are axe clean', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login\?from=/);

  await logIn(page, OPERATOR, PASSWORD);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Console' })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Console' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your stores' })).toBeVisible();
  const stores = page.getByRole('table', { name: 'Stores you manage' });
  await expect(stores.getByRole('link', { name: 'Hudson Valley', exact: false }).first()).toBeVisible();
  // The second brand's store is not the main brand operator's.
  await expect(stores).not.toContainText('New Bedford');
  expect(await seriousViolations(page), '/admin').toEqual([]);

  await sections(page).getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /change/ })).toBeVisible();
  expect(await seriousViolations(page), '/admin/audit').toEqual([]);

  await sections(page).getByRole('link', { name: 'Store settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Store settings' })).toBeVisible();
  expect(await seriousViolations(page), '/admin/store').toEqual([]);

  // The catalog table of a store with a menu: its items, searched on the server.
  await page.getByRole('combobox', { name: 'Store' }).first().click();
  await page.getByRole('option', { name: /Hudson Valley/ }).click();
  await sections(page).getByRole('link', { name: 'Catalog and stock' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Catalog and stock' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /items/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Edit / }).first()).toBeVisible();
  expect(await seriousViolations(page), '/admin/catalog').toEqual([]);

  for (const [section, heading] of [['Import and export', 'Import and export'], ['Feed keys', 'Feed keys']]) {
    await sections(page).getByRole('link', { name: section }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(await seriousViolations(page), section).toEqual([]);
  }
});

test("the store manager sees only their Arizona and Illinois stores and no audit log", async ({ page }) => {
  await logIn(page, MANAGER, PASSWORD);
  await page.goto('/admin');
  const stores = page.getByRole('table', { name: 'Stores you manage' });
  await expect(stores).toContainText('AZ');
  await expect(stores).toContainText('IL');
  await expect(stores).not.toContainText('NY');
  await expect(sections(page).getByRole('link', { name: 'Store settings' })).toBeVisible();
  await expect(sections(page).getByRole('link', { name: 'Audit log' })).toHaveCount(0);
});

test("the server refuses the store manager another store's settings, with the UI's own session", async ({ page, request }) => {
  const [ownStore, otherStore] = await Promise.all([storeIdOf(request, 'chicago-lakeview-il'), storeIdOf(request, 'hudson-valley-ny')]);
  await logIn(page, MANAGER, PASSWORD);
  await page.goto('/admin/store');
  await expect(page.getByRole('heading', { level: 1, name: 'Store settings' })).toBeVisible();
  // The store picker offers only the manager's stores.
  await page.getByRole('combobox', { name: 'Store' }).first().click();
  await expect(page.getByRole('option', { name: /Hudson Valley/ })).toHaveCount(0);
  await expect(page.getByRole('option', { name: /Lakeview/ })).toHaveCount(1);
  await page.keyboard.press('Escape');

  const login = await request.post('/api/auth/login', { headers: CLIENT_HEADERS, data: { username: MANAGER, password: PASSWORD } });
  expect(login.ok(), await login.text()).toBe(true);
  const { access_token: token } = (await login.json()) as { access_token: string };
  const headers = { ...CLIENT_HEADERS, authorization: `Bearer ${token}` };
  const own = await request.get(`/api/admin/stores/${ownStore}/settings`, { headers });
  expect(own.status()).toBe(200);
  const other = await request.get(`/api/admin/stores/${otherStore}/settings`, { headers });
  expect(other.status()).toBe(403);
  expect(await other.json()).toMatchObject({ error: 'You cannot manage this store.' });
  const write = await request.patch(`/api/admin/stores/${otherStore}/settings`, { headers, data: { wait_time: 5 } });
  expect(write.status()).toBe(403);
});

test('a budtender at /admin gets the refusal and a way back', async ({ page }) => {
  await logIn(page, 'staff.hudson-valley-ny@apotheca.test', PASSWORD);
  await page.goto('/admin');
  await expect(page.getByRole('alert')).toContainText('Only operators and store managers can use the console.');
  await page.getByRole('link', { name: 'Back to the app' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the operator changes a store's Saturday hours; the store page shows them and the audit log has the change", async ({ page }) => {
  await logIn(page, OPERATOR, PASSWORD);
  await page.goto('/admin/store');
  await page.getByRole('combobox', { name: 'Store' }).first().click();
  await page.getByRole('option', { name: /Pittsburgh/ }).click();
  const hours = page.getByRole('form', { name: 'Weekly hours' });
  await hours.getByLabel('Saturday').fill('10:00 AM - 3:00 PM');
  await hours.getByRole('button', { name: 'Save weekly hours' }).click();
  await expect(hours.getByText('Saved')).toBeVisible();

  // The console's own link (an in-app move, as an operator goes): a reload would start from the copy of
  // the stores this device kept before the save, which the save's refetch may not have replaced yet.
  await page.getByRole('link', { name: 'See the store page' }).click();
  await expect(page).toHaveURL(/\/store\/pittsburgh-lawrenceville-pa$/);
  const storeHours = page.getByRole('region', { name: 'Store Hours' });
  await storeHours.getByRole('button', { name: /More/ }).click();
  await expect(storeHours).toContainText('10:00 AM - 3:00 PM');

  // Other tests write to the same log at the same time: open this store's change, not the newest entry.
  await page.goto('/admin/audit');
  await filterAuditLog(page, 'store.update');
  await page.getByRole('row', { name: /Pittsburgh Lawrenceville.*store\.update/ }).first().getByRole('button', { name: /^Changes/ }).click();
  await expect(page.getByRole('main')).toContainText('10:00 AM - 3:00 PM');
});

test("the operator switches off Adult Use ordering at a store: a shopper's add-to-cart area says ordering will reopen", async ({ page, browser, baseURL, request }) => {
  await logIn(page, OPERATOR, PASSWORD);
  await page.goto('/admin/store');
  await page.getByRole('combobox', { name: 'Store' }).first().click();
  await page.getByRole('option', { name: /Columbus/ }).click();
  const switches = page.getByRole('form', { name: 'Switches' });
  await switches.getByRole('combobox', { name: 'Adult Use store state' }).click();
  await page.getByRole('option', { name: 'Menu open, ordering off' }).click();
  await switches.getByRole('button', { name: 'Save switches' }).click();
  await expect(switches.getByText('Saved')).toBeVisible();

  // A signed-in Adult Use shopper still browses the menu, but cannot add (part 1 §8 add-to-cart check 6).
  const context = await browser.newContext();
  await skipAgeGate(context, baseURL!);
  await presetStore(context, baseURL!, 'columbus-short-north-oh', 'Adult Use');
  const shopper = await registerShopper(request, context, 'Paused');
  const shopperPage = await context.newPage();
  await logIn(shopperPage, shopper.email, shopper.password);
  await openProduct(shopperPage, 'flower', 0);
  const main = shopperPage.getByRole('main');
  await expect(main.getByText('Online ordering will reopen again soon.')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
  await context.close();

  // Other tests write to the same log at the same time: open this store's settings change, not the newest entry.
  await page.goto('/admin/audit');
  await filterAuditLog(page, 'store.update');
  const change = page.getByRole('row', { name: /Columbus Short North.*store\.update/ }).first();
  await change.getByRole('button', { name: /^Changes/ }).click();
  await expect(page.getByRole('main')).toContainText('ordering_off');
});

/** A point-of-sale export of `count` new Adult Use flower items for Springfield (README "The row format"). */
function importFile(count: number): string {
  const header = 'sku,store,usage_type,name,brand,category,sub_category,size,price,quantity,thc,potency_unit,strain_type';
  const rows = Array.from({ length: count }, (_, index) => {
    const number = String(index + 1).padStart(5, '0');
    return `E2E-${number},springfield-il,recreational,Prairie Import ${number},Prairie Farms,flower,Whole Flower,3.5g,30.00,12,21.5,%,hybrid`;
  });
  return [header, ...rows].join('\r\n');
}

test('the operator imports 5,000 items (diff first, then apply) and edits a price: the menu and the product page show them', async ({ page, browser, baseURL, request }) => {
  test.setTimeout(300_000);
  await logIn(page, OPERATOR, PASSWORD);
  await page.goto('/admin/import');
  await page.getByRole('combobox', { name: 'Store' }).first().click();
  await page.getByRole('option', { name: /Springfield/ }).click();
  await page.getByLabel('CSV or JSON file').setInputFiles({ name: 'springfield.csv', mimeType: 'text/csv', buffer: Buffer.from(importFile(5000)) });
  await expect(page.getByText(/^springfield\.csv \(.+\) is ready to check\.$/)).toBeVisible();

  await page.getByRole('button', { name: 'Check the file' }).click();
  const summary = page.getByRole('status').filter({ hasText: 'This is what Apply will do' });
  await expect(summary).toBeVisible({ timeout: 60_000 });
  await expect(summary.locator('dt', { hasText: /^New$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText('5,000');

  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Imported: the menu shows the new items and prices now.')).toBeVisible({ timeout: 120_000 });

  // A shopper at Springfield finds the new items on the menu.
  const openShopper = async () => {
    const context = await browser.newContext();
    await skipAgeGate(context, baseURL!);
    await presetStore(context, baseURL!, 'springfield-il', 'Adult Use');
    const shopper = await context.newPage();
    await shopper.goto('/products/flower?search=Prairie%20Import%2004242');
    await shopper.getByRole('link', { name: 'Prairie Import 04242' }).first().click();
    await expect(shopper.getByRole('heading', { level: 1, name: 'Prairie Import 04242' })).toBeVisible();
    return { context, main: shopper.getByRole('main') };
  };
  const before = await openShopper();
  // Springfield shows prices with its 25% tax included (post-tax pricing, part 1 §3).
  await expect(before.main).toContainText('$37.50');
  await before.context.close();

  // A signed-in shopper puts one in the cart at that price.
  const buyerContext = await browser.newContext();
  await skipAgeGate(buyerContext, baseURL!);
  await presetStore(buyerContext, baseURL!, 'springfield-il', 'Adult Use');
  const buyer = await registerShopper(request, buyerContext, 'Prairie');
  const buyerPage = await buyerContext.newPage();
  await logIn(buyerPage, buyer.email, buyer.password);
  await buyerPage.goto('/products/flower?search=Prairie%20Import%2004242');
  await buyerPage.getByRole('link', { name: 'Prairie Import 04242' }).first().click();
  await expect(buyerPage.getByRole('main')).toContainText('$37.50');
  await addToCart(buyerPage);

  // The operator lowers its price; the next shopper to open the product sees the new one (the
  // server's catalog caches were dropped; a device that already shows it refreshes within a minute).
  await page.goto('/admin/catalog');
  await page.getByRole('searchbox', { name: 'Search' }).fill('E2E-04242');
  await page.getByRole('search', { name: 'Search items' }).getByRole('button').first().click();
  await page.getByRole('button', { name: 'Edit Prairie Import 04242' }).click();
  const edit = page.getByRole('form', { name: 'Edit item' });
  await edit.getByLabel('Adult Use price ($)').fill('28.00');
  await edit.getByRole('button', { name: 'Save item' }).click();
  await expect(edit.getByRole('status')).toHaveText('Saved');

  const after = await openShopper();
  await expect(after.main).toContainText('$35.00');
  await after.context.close();

  // The buyer's cart shows the new price with the spec's warning (part 2 §8: a persistent toast).
  await buyerPage.goto('/cart');
  await expect(buyerPage.getByText(/The price of Prairie Import 04242 changed from \$[\d.]+ to \$[\d.]+\./)).toBeVisible();
  // The cart lists pre-tax prices with the tax on its own line: $28.00 is $35.00 less Illinois's 25%.
  await expect(buyerPage.getByRole('main')).toContainText('$28.00 each');
  await buyerContext.close();

  // The audit log has the price change with its before and after.
  await page.goto('/admin/audit');
  await expect(page.getByRole('main')).toContainText('inventory.update');
});

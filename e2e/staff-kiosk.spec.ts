import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { logIn } from './support/accounts';
import { addToCart, chooseOrderType, openProduct, placeOrder } from './support/cart';
import { presetStore } from './support/catalog';
import { expect, skipAgeGate, test } from './support/fixtures';
import { registerShopper } from './support/register';

/**
 * Staff and kiosks (DECISIONS.md "Modes of the one installable app"), in Chromium against the real server (spec part 2 §4 statuses, §6 portal user;
 * DECISIONS.md kiosk mode). Three people in three browser contexts: a shopper places a check-in order
 * at Hudson Valley, a kiosk at the door checks it in, and the store's staff terminal, open on the
 * Order Queue the whole time, shows it without a reload (the e2e server refreshes the queue every
 * 3 s instead of 60, playwright.config.ts), marks it ready and finished and prints a receipt.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const STORE = 'hudson-valley-ny';
const STAFF = { email: `staff.${STORE}@apotheca.test`, password: 'Apotheca420!' };

async function newPerson(browser: Browser, baseURL: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  await skipAgeGate(context, baseURL);
  await presetStore(context, baseURL, STORE, 'Adult Use');
  return { context, page: await context.newPage() };
}

/** react-to-print prints from an iframe: every frame's print() records what it would have printed. */
async function interceptPrinting(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    window.print = () => {
      const top = window.top as Window & { printedReceipts?: string[] };
      top.printedReceipts = [...(top.printedReceipts ?? []), document.body.innerText];
    };
  });
}

const printedReceipts = (page: Page) => page.evaluate(() => (window as Window & { printedReceipts?: string[] }).printedReceipts ?? []);

/** A new shopper who placed a check-in order at the store: their browser, who they are, and the order. */
async function shopperWithCheckInOrder(browser: Browser, baseURL: string, request: APIRequestContext, first: string) {
  const shopper = await newPerson(browser, baseURL);
  const person = await registerShopper(request, shopper.context, first);
  await logIn(shopper.page, person.email, person.password);
  await openProduct(shopper.page, 'edibles', 0);
  await addToCart(shopper.page);
  await shopper.page.goto('/cart');
  await chooseOrderType(shopper.page, 'Check-in');
  const orderId = await placeOrder(shopper.page);
  await expect(shopper.page.getByRole('main').getByText('Awaiting Check-In', { exact: true }).first()).toBeVisible();
  return { ...shopper, person, orderId };
}

/** Staff pin a new device at the door; it signs them out and waits for shoppers. */
async function pinnedKiosk(browser: Browser, baseURL: string) {
  const kiosk = await newPerson(browser, baseURL);
  await logIn(kiosk.page, STAFF.email, STAFF.password);
  await kiosk.page.goto('/kiosk/setup');
  await kiosk.page.getByRole('button', { name: 'Pin This Device' }).click();
  await expect(kiosk.page).toHaveURL(/\/kiosk$/);
  return kiosk;
}

test('a check-in order: the kiosk checks it in, the open queue shows it, staff mark it ready and finished and print the receipt; the shopper sees it picked up', async ({ browser, baseURL, request }) => {
  const shopper = await shopperWithCheckInOrder(browser, baseURL!, request, 'Quinn');
  const { person, orderId } = shopper;

  // The staff terminal opens the queue before the shopper arrives, and is never reloaded.
  const staff = await newPerson(browser, baseURL!);
  await interceptPrinting(staff.context);
  await logIn(staff.page, STAFF.email, STAFF.password);
  await staff.page.goto('/orders');
  await expect(staff.page.getByRole('heading', { level: 1, name: 'Order Queue' })).toBeVisible();
  const row = staff.page.getByRole('article', { name: `Order #${orderId}` });
  await expect(row).toContainText('Awaiting Check-In');
  await expect(row).toContainText(`${person.first} Tester`);

  // Staff pin a kiosk at the door; it signs them out and waits for shoppers.
  const kiosk = await pinnedKiosk(browser, baseURL!);
  await expect(kiosk.page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);

  // The shopper checks in by phone at the kiosk.
  await expect(kiosk.page.getByRole('heading', { level: 1, name: 'Are you at least 21?' })).toBeVisible();
  await kiosk.page.getByText('Yes, I am at least 21').click();
  await kiosk.page.getByRole('button', { name: 'Continue' }).click();
  await kiosk.page.getByRole('textbox', { name: 'Phone number' }).fill(person.phone);
  await kiosk.page.getByRole('button', { name: 'Check In' }).click();
  await expect(kiosk.page.getByText(/You're checked in!/)).toBeVisible();
  await expect(kiosk.page.getByText(person.first)).toBeVisible();

  // The open queue shows the check-in by itself, within its refresh period.
  await expect(row).not.toContainText('Awaiting Check-In', { timeout: 15_000 });
  await expect(row.getByRole('button', { name: 'Mark Ready' })).toBeVisible();
  await row.getByRole('button', { name: 'Mark Ready' }).click();
  await expect(row.getByRole('button', { name: 'Finish Order' })).toBeVisible();
  await row.getByRole('button', { name: 'Finish Order' }).click();
  await expect(row.getByRole('button', { name: 'Finish Order' })).toHaveCount(0);

  // The receipt (part 2 §4: printing goes started, then finished).
  await row.getByRole('link', { name: `Order Details for order #${orderId}` }).click();
  await expect(staff.page).toHaveURL(new RegExp(`/order/${orderId}$`));
  await staff.page.getByRole('button', { name: 'Print Receipt' }).click();
  await expect(staff.page.getByRole('status').filter({ hasText: 'Receipt printed.' })).toBeVisible();
  const [receipt] = await printedReceipts(staff.page);
  expect(receipt).toContain(`#${orderId}`);
  expect(receipt).toContain('Hudson Valley');
  expect(receipt).toContain(`${person.first} Tester`);
  expect(receipt).toMatch(/Total/i);

  // The shopper's order page shows where the order is.
  await shopper.page.reload();
  await expect(shopper.page.getByRole('main').getByText('Picked Up', { exact: true }).first()).toBeVisible();

  for (const person of [shopper, staff, kiosk]) await person.context.close();
});

test('a kiosk left alone asks "Are you still there?", then starts over: the age answer, what was typed and an order being built are gone (idle 8 s and countdown 3 s on the e2e server)', async ({ browser, baseURL }) => {
  const kiosk = await pinnedKiosk(browser, baseURL!);

  // A pinned device stays a kiosk: the shop is out of reach.
  await kiosk.page.goto('/products/flower');
  await expect(kiosk.page).toHaveURL(/\/kiosk$/);

  const ageQuestion = kiosk.page.getByRole('heading', { level: 1, name: 'Are you at least 21?' });
  await expect(ageQuestion).toBeVisible();
  await kiosk.page.getByText('Yes, I am at least 21').click();
  await kiosk.page.getByRole('button', { name: 'Continue' }).click();
  const phone = kiosk.page.getByRole('textbox', { name: 'Phone number' });
  await phone.fill('84555');

  // "I'm still here" keeps the session and what was typed.
  const stillThere = kiosk.page.getByRole('alertdialog', { name: 'Are you still there?' });
  await expect(stillThere).toBeVisible({ timeout: 20_000 });
  await stillThere.getByRole('button', { name: "I'm still here" }).click();
  await expect(stillThere).toHaveCount(0);
  await expect(phone).toHaveValue(/845.*55/);

  // Left alone again, it counts down and resets.
  await expect(stillThere).toBeVisible({ timeout: 20_000 });
  await expect(ageQuestion).toBeVisible({ timeout: 20_000 });
  await expect(stillThere).toHaveCount(0);
  await kiosk.page.getByText('Yes, I am at least 21').click();
  await kiosk.page.getByRole('button', { name: 'Continue' }).click();
  await expect(kiosk.page.getByRole('textbox', { name: 'Phone number' })).toHaveValue('');

  // An order being built is cleared too: the next shopper starts with an empty one.
  await startKioskOrder(kiosk.page);
  await kiosk.page.getByRole('main').getByRole('button', { name: /^Add / }).first().click();
  await expect(kiosk.page.getByRole('button', { name: 'Review Order' })).toBeEnabled();
  await expect(ageQuestion).toBeVisible({ timeout: 30_000 });
  await kiosk.page.getByText('Yes, I am at least 21').click();
  await kiosk.page.getByRole('button', { name: 'Continue' }).click();
  await startKioskOrder(kiosk.page);
  await expect(kiosk.page.getByRole('main').getByRole('button', { name: /^Add / }).first()).toBeVisible();
  await expect(kiosk.page.getByRole('button', { name: 'Review Order' })).toBeDisabled();
  await kiosk.context.close();
});

/** Start a New Order on the kiosk, on the Adult Use menu when it asks which. */
async function startKioskOrder(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Start a New Order' }).click();
  const whichMenu = page.getByRole('heading', { name: 'Which menu?' });
  const menu = page.getByRole('heading', { name: 'New Order' });
  await expect(whichMenu.or(menu)).toBeVisible();
  if (await whichMenu.isVisible()) await page.getByRole('button', { name: /Adult Use/ }).click();
  await expect(menu).toBeVisible();
}

test('a walk-in with no order builds one at the kiosk under a name and phone; it reaches the staff queue as submitted, by the kiosk', async ({ browser, baseURL }) => {
  const kiosk = await pinnedKiosk(browser, baseURL!);
  await kiosk.page.getByText('Yes, I am at least 21').click();
  await kiosk.page.getByRole('button', { name: 'Continue' }).click();

  // The kiosk's own menu of its store; the order is a local list until it is placed.
  await startKioskOrder(kiosk.page);
  const firstAdd = kiosk.page.getByRole('main').getByRole('button', { name: /^Add / }).first();
  const product = (await firstAdd.getAttribute('aria-label'))!.replace(/^Add /, '');
  await firstAdd.click();
  await kiosk.page.getByRole('button', { name: `One more ${product}` }).click();
  await kiosk.page.getByRole('button', { name: 'Review Order' }).click();

  // Review: the name and phone are checked before anything is sent.
  await expect(kiosk.page.getByRole('heading', { name: 'Review Your Order' })).toBeVisible();
  await expect(kiosk.page.getByRole('group', { name: `Quantity of ${product}` }).getByRole('status')).toHaveText('2');
  await kiosk.page.getByRole('button', { name: 'Place Order' }).click();
  await expect(kiosk.page.getByText('Please enter a name.')).toBeVisible();
  await kiosk.page.getByRole('textbox', { name: /First name/ }).fill('Robin');
  await kiosk.page.getByRole('textbox', { name: /Mobile phone/ }).fill('8455550123');
  await kiosk.page.getByRole('button', { name: 'Place Order' }).click();
  await expect(kiosk.page.getByText("Thanks, Robin! Your order is in. We'll call your name when it's ready.")).toBeVisible();
  const orderId = Number((await kiosk.page.getByText(/^Order #\d+$/).textContent())!.replace('Order #', ''));

  // The staff queue has it, submitted under the name typed, placed by the kiosk.
  const staff = await newPerson(browser, baseURL!);
  await logIn(staff.page, STAFF.email, STAFF.password);
  await staff.page.goto('/orders');
  const row = staff.page.getByRole('article', { name: `Order #${orderId}` });
  await expect(row).toContainText('Robin');
  // Who placed it is the row's last change, among the details it opens in place.
  await row.getByRole('button', { name: `More about order #${orderId}` }).click();
  await expect(row).toContainText(/by Kiosk/);
  await expect(row.getByRole('button', { name: 'Mark Ready' })).toBeVisible();

  // Meanwhile the kiosk has started over by itself for the next shopper (or at once with Done).
  await expect(kiosk.page.getByRole('heading', { level: 1, name: 'Are you at least 21?' })).toBeVisible({ timeout: 20_000 });
  for (const person of [kiosk, staff]) await person.context.close();
});

test('a check-in made at a kiosk with no network is kept, shows as waiting, and is sent exactly once when the network returns (README "Kiosks hold a device token, not an account")', async ({ browser, baseURL, request }) => {
  const shopper = await shopperWithCheckInOrder(browser, baseURL!, request, 'Rowan');
  const kiosk = await pinnedKiosk(browser, baseURL!);
  const answered: number[] = [];
  kiosk.page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/kiosk/op/check-in') answered.push(response.status());
  });
  await kiosk.page.getByText('Yes, I am at least 21').click();
  await kiosk.page.getByRole('button', { name: 'Continue' }).click();
  await kiosk.page.getByRole('textbox', { name: 'Phone number' }).fill(shopper.person.phone);

  await kiosk.context.setOffline(true);
  await expect.poll(() => kiosk.page.evaluate(() => navigator.onLine)).toBe(false);
  await kiosk.page.getByRole('button', { name: 'Check In' }).click();
  await expect(kiosk.page.getByTestId('kiosk-check-in-saved')).toBeVisible();
  await expect(kiosk.page.getByTestId('kiosk-waiting-count')).toHaveText('1 check-in waiting to be sent');
  expect(answered).toEqual([]);

  await kiosk.context.setOffline(false);
  await expect(kiosk.page.getByTestId('kiosk-waiting')).toHaveCount(0, { timeout: 20_000 });
  expect(answered).toEqual([200]);
  await shopper.page.reload();
  await expect(shopper.page.getByRole('main').getByText('Submitted', { exact: true }).first()).toBeVisible();
  // Nothing more goes out: the kept check-in is gone from the device.
  await kiosk.page.reload();
  await expect(kiosk.page.getByRole('heading', { level: 1, name: 'Are you at least 21?' })).toBeVisible();
  await expect(kiosk.page.getByTestId('kiosk-waiting')).toHaveCount(0);
  expect(answered).toEqual([200]);
  for (const person of [shopper, kiosk]) await person.context.close();
});

import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { logIn } from './support/accounts';
import { addToCart, chooseOrderType, openProduct } from './support/cart';
import { presetStore } from './support/catalog';
import { skipAgeGate, test } from './support/fixtures';
import { registerShopper } from './support/register';

/**
 * Live updates (README "Live updates"), in Chromium against the real server: what a signed-in tab
 * shows changes when the change is made, not on the next refresh. Each check is set up so that the
 * screen's refresh timer cannot explain it.
 */
test.describe.configure({ timeout: 120_000 });

const STORE_SLUG = 'hudson-valley-ny';
const PASSWORD = 'Apotheca420!';
const STAFF = `staff.${STORE_SLUG}@apotheca.test`;
const OPERATOR = 'operator@apotheca.test';
const CLIENT_HEADERS = { 'x-api-key': 'apotheca-public-web-key', 'x-portal-app-id': 'apotheca-web' };

async function apiToken(request: APIRequestContext, email: string): Promise<Record<string, string>> {
  const login = await request.post('/api/auth/login', { headers: CLIENT_HEADERS, data: { username: email, password: PASSWORD } });
  expect(login.ok(), await login.text()).toBe(true);
  return { ...CLIENT_HEADERS, authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
}

/** A signed-in shopper of their own at Hudson Valley Adult Use, whose tab holds a live stream. */
async function openShopper(browser: Browser, request: APIRequestContext, baseURL: string, first: string): Promise<Page> {
  const context = await browser.newContext();
  await skipAgeGate(context, baseURL);
  await presetStore(context, baseURL, STORE_SLUG, 'Adult Use');
  const shopper = await registerShopper(request, context, first);
  const page = await context.newPage();
  await logIn(page, shopper.email, shopper.password);
  return page;
}

/** Resolves once this page's live stream has said ready (the stream opens after the app has rendered). */
function streamReady(page: Page) {
  return page.waitForResponse((response) => new URL(response.url()).pathname === '/api/live' && response.status() === 200);
}

test("a new order shows on the store's staff terminal at once, without its refresh timer, and the shopper's order page shows the staff's status change without a reload", async ({ page, browser, request, context, baseURL }) => {
  // The staff terminal, told to refresh its queue only every 10 minutes: only the stream can bring the order.
  await skipAgeGate(context, baseURL!);
  await page.route('**/api/p/terminal-settings', async (route) => {
    const answer = await route.fetch();
    await route.fulfill({ response: answer, json: { ...(await answer.json()), queue_refresh_seconds: 600 } });
  });
  await logIn(page, STAFF, PASSWORD);
  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Order Queue' })).toBeVisible();
  await expect(page.getByText('Updates: Live')).toBeVisible();

  const shopper = await openShopper(browser, request, baseURL!, 'Swift');
  await openProduct(shopper, 'edibles', 0);
  await addToCart(shopper);
  // The cart page loads the app afresh: its stream is the one the order page goes on with.
  const shopperStream = streamReady(shopper);
  await shopper.goto('/cart');
  await chooseOrderType(shopper, 'Pickup');
  // From here until the order shows, the terminal's queue refetches are held back: only the order's
  // queue card, carried by the staff stream's event, can put it on screen (README "Live updates").
  let releaseQueue!: () => void;
  const queueHeld = new Promise<void>((resolve) => (releaseQueue = resolve));
  await page.route('**/api/staff/op/order-queue', async (route) => {
    await queueHeld;
    // The terminal may have dropped a held refetch for a newer one meanwhile.
    await route.continue().catch(() => undefined);
  });
  const submitted = shopper.waitForResponse((response) => new URL(response.url()).pathname === '/api/carts/op/submit-cart');
  await shopper.getByRole('button', { name: 'Place Order' }).click();
  const answer = await submitted;
  expect(answer.ok(), await answer.text()).toBe(true);
  const orderId = ((await answer.json()) as { id: number }).id;

  // The order is on the terminal under the shopper's name within 1 s of the placing answer (issue 20),
  // with the 10-minute timer far off and the queue's refetch held back: only the stream's card can
  // have brought it. (The refetch alone took over 1 s in CI, where two browsers and the server share
  // 2 busy cores.) The server's part across processes is proven in src/server/cli/two-processes.test.ts.
  await expect(page.getByRole('article', { name: `Order #${orderId}` })).toContainText('Swift Tester', { timeout: 1_000 });
  releaseQueue();

  // The shopper's order page, opened just now: its 60 s refresh is a minute away, so a change seen
  // within seconds came through the stream.
  await expect(shopper).toHaveURL(new RegExp(`/order/${orderId}$`));
  const badge = shopper.getByRole('main').locator('[data-tone]').first();
  await expect(badge).toHaveText('Submitted');
  await shopperStream;
  const staffHeaders = await apiToken(request, STAFF);
  const stores = (await (await request.get('/api/staff/op/my-stores', { headers: staffHeaders })).json()) as { data: { id: number; store_slug: string }[] };
  const storeId = stores.data.find((store) => store.store_slug === STORE_SLUG)!.id;
  const move = await request.post('/api/staff/op/update-order-status', { headers: staffHeaders, data: { store_id: storeId, cart_id: orderId, status: 'fulfilled' } });
  expect(move.ok(), await move.text()).toBe(true);
  await expect(badge).toHaveText('Ready for Pickup', { timeout: 5_000 });
  await shopper.context().close();
});

test('an open product page shows a new price set in the console without a reload', async ({ browser, request, baseURL }, testInfo) => {
  // A price of each repeat's own (--repeat-each runs on one server, where the last repeat's price stays).
  const cents = 7777 + 100 * testInfo.repeatEachIndex;
  const price = `$${(cents / 100).toFixed(2)}`;
  const shopper = await openShopper(browser, request, baseURL!, 'Penny');
  const stream = streamReady(shopper);
  const name = await openProduct(shopper, 'flower', 2);
  await stream;
  const itemId = Number(new URL(shopper.url()).pathname.split('/').pop());
  const main = shopper.getByRole('main');
  await expect(main).not.toContainText(price);

  // The product page is never re-read on a timer: only the stream's catalog event can bring the price.
  const operator = await apiToken(request, OPERATOR);
  const edit = await request.patch(`/api/admin/items/${itemId}`, { headers: operator, data: { prices: { recreational: cents } } });
  expect(edit.ok(), await edit.text()).toBe(true);
  await expect(main).toContainText(price, { timeout: 5_000 });
  await expect(shopper.getByRole('heading', { level: 1, name })).toBeVisible();
  await shopper.context().close();
});

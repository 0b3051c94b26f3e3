import { logIn } from './support/accounts';
import { expect, skipAgeGate, test } from './support/fixtures';
import { seedWalkInOrders } from './support/queue-seed';

/**
 * The Order Queue on a counter screen in a rush (issue 21: "fits two orders on a 1280×900 counter
 * screen … renders the whole 72-hour list"). Thirty walk-in orders reach a store's queue through the
 * API; at 1280×900 at least ten whole orders show at once, only the orders in view (and a few past
 * each edge) are rendered, and the rest are reached by scrolling, by keyboard and by search. Mohawk
 * Valley's queue is this spec's own: no other spec's orders land between its rows.
 */
const STORE = 'Mohawk Valley';
const STAFF = { email: 'staff.mohawk-valley-ny@apotheca.test', password: 'Apotheca420!' };
const SCREEN = { width: 1280, height: 900 };

test('at 1280×900 the queue shows at least 10 whole orders, renders only those near the view, and reaches the rest by scroll, keyboard and search', async ({ browser, baseURL, request }) => {
  // Mohawk Valley serves the medical menu only.
  const ids = await seedWalkInOrders(request, STAFF, STORE, 30, 'medical');
  const context = await browser.newContext({ viewport: SCREEN });
  await skipAgeGate(context, baseURL!);
  const page = await context.newPage();
  await logIn(page, STAFF.email, STAFF.password);
  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Order Queue' })).toBeVisible();
  // Newest first (part 2 §4): the last order placed heads the list.
  const newest = page.getByRole('article', { name: `Order #${ids.at(-1)}` });
  await expect(newest).toBeVisible();
  await expect(newest.getByRole('button', { name: 'Mark Ready' })).toBeVisible();

  const rows = page.getByRole('feed', { name: 'Orders' }).getByRole('article');
  const boxes = await rows.evaluateAll((articles) => articles.map((article) => article.getBoundingClientRect()).map(({ top, bottom }) => ({ top, bottom })));
  const whole = boxes.filter(({ top, bottom }) => top >= 0 && bottom <= SCREEN.height);
  expect(whole.length, `whole rows in a 1280×900 window: ${JSON.stringify(boxes)}`).toBeGreaterThanOrEqual(10);
  const total = Number(await newest.getAttribute('aria-setsize'));
  expect(total).toBeGreaterThanOrEqual(ids.length);
  expect(boxes.length, 'rows rendered of the whole list').toBeLessThan(total);

  // Scrolling down about twenty rows renders the orders now in view, and lets the newest go.
  await page.mouse.wheel(0, 1_200);
  await expect(page.getByRole('article', { name: `Order #${ids.at(-20)}` })).toBeInViewport();
  await expect(newest).toHaveCount(0);
  await page.mouse.wheel(0, -1_200);
  await expect(newest).toBeInViewport();

  // Keyboard (feed pattern): End focuses the last order of the list, rendered and scrolled to.
  await newest.focus();
  await page.keyboard.press('End');
  const last = page.locator(`article[aria-posinset="${total}"]`);
  await expect(last).toBeFocused();
  await expect(last).toBeInViewport();
  await page.keyboard.press('Home');
  await expect(newest).toBeFocused();

  // Search by phone finds the one order, wherever it was in the list.
  await page.getByRole('searchbox', { name: 'Search orders' }).fill('(845) 555-1000');
  await expect(rows).toHaveCount(1);
  await expect(page.getByRole('article', { name: `Order #${ids[0]}` })).toContainText('Queue1 Rush');
  // The count line at once; the polite announcement of the same words after the typing pauses.
  await expect(page.getByRole('paragraph').filter({ hasText: `1 of ${total} orders` })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: `1 of ${total} orders` })).toHaveCount(1);
  await context.close();
});

import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { logIn } from './support/accounts';
import { addToCart, chooseOrderType, openProduct } from './support/cart';
import { listTiles, presetStore, shopAt, storeSelector } from './support/catalog';
import { skipAgeGate } from './support/fixtures';
import { registerShopper } from './support/register';

/**
 * Accessibility is part of done (the project guide; issue 21 "Keyboard"): axe, with its WCAG 2.x A/AA
 * rules and its best-practice rules, finds nothing at all on the shopper's pages (home, locator, a
 * store page, an article, a product list and a product), the cart and its checkout, the account, the
 * staff Order Queue and the kiosk, each judged with its real content rendered.
 */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
  }));
}

/**
 * Waits for `ready`, then for the page's content (not its skeletons: no loading region left), then
 * runs axe. Signed-in screens keep polling (the cart, the queue), so the network is never idle there.
 */
async function expectNoViolations(page: Page, what: string, ready: Locator): Promise<void> {
  await expect(ready, what).toBeVisible();
  await page.waitForLoadState('load');
  // The app's page, not the server's copy shown before it (inert, but both at once repeat the page's landmarks).
  await expect(page.locator('#apotheca-snapshot'), `${what}: the server's copy still shown`).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]'), `${what}: still loading`).toHaveCount(0);
  // Judge colours at rest: a part still fading in (the cookie banner's entrance) is not its contrast.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity).map((animation) => animation.finished.catch(() => undefined))),
  );
  // Soft: one run reports every page's violations, not only the first page's.
  expect.soft(await axeViolations(page), what).toEqual([]);
}

const STORE = 'hudson-valley-ny';

test.beforeEach(async ({ context, baseURL }) => {
  await skipAgeGate(context, baseURL!);
  await presetStore(context, baseURL!, STORE, 'Adult Use');
});

test('home, locator, store page, an article, a product list and a product page (and on a phone the list, its filters and the store chooser): no axe violation', async ({ page, request }) => {
  // axe takes 3-6 s a page on two cores.
  test.setTimeout(150_000);
  const articles = await (await request.get('/api/content/documents?type=education_post&page_size=1')).json();
  const articleUid: string = articles.data[0].uid;

  const pages = [
    { path: '/', ready: page.getByRole('heading', { name: 'Shop Our Live Inventory' }) },
    { path: '/locations', ready: page.getByRole('heading', { name: 'Find a Dispensary' }) },
    { path: '/store/hudson-valley-ny', ready: page.getByRole('heading', { level: 1, name: /Hudson Valley/ }) },
    { path: `/learn/${articleUid}`, ready: page.getByRole('heading', { level: 1, name: articles.data[0].data.title }) },
    { path: '/products/flower', ready: listTiles(page).first() },
  ];
  for (const { path, ready } of pages) {
    await page.goto(path);
    await expectNoViolations(page, path, ready);
  }
  const product = await openProduct(page, 'flower', 0);
  await expectNoViolations(page, 'a product page', page.getByRole('heading', { level: 1, name: product }));

  // On a phone: the list, its filter drawer, and the store chooser over the page.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/products/flower');
  await expectNoViolations(page, '/products/flower at 390 px', listTiles(page).first());
  await page.getByRole('button', { name: /^Filters/ }).click();
  await expectNoViolations(page, 'the filter drawer', page.getByRole('dialog'));
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await storeSelector(page).click();
  await expectNoViolations(page, 'the store chooser', page.getByRole('dialog', { name: 'Choose Your Store' }).getByRole('tabpanel'));
});

test('cart with a line, its checkout (delivery) and the account: no axe violation', async ({ page, context, request }) => {
  test.setTimeout(150_000);
  // A shopper of this spec's own: no other spec's cart lines or orders change what is judged.
  const shopper = await registerShopper(request, context, 'Axel');
  await logIn(page, shopper.email, shopper.password);
  await openProduct(page, 'edibles', 0);
  await addToCart(page);
  await page.goto('/cart');
  await expectNoViolations(page, '/cart', page.getByRole('button', { name: 'Place Order' }));
  // The checkout part of the cart for a delivery: the address and its choices.
  await chooseOrderType(page, 'Delivery');
  await expectNoViolations(page, '/cart delivery checkout', page.getByRole('button', { name: 'Place Order' }));
  // The same cart on a phone, with its sticky total bar.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoViolations(page, '/cart at 390 px', page.getByRole('button', { name: 'Place Order' }).first());
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/account');
  await expectNoViolations(page, '/account', page.getByRole('heading', { level: 1 }));
});

/** A store's staff terminal, signed in (each store has a staff login: src/server/db/seed/staff.ts). */
async function staffTerminal(browser: Browser, baseURL: string, storeSlug: string): Promise<Page> {
  const context = await browser.newContext();
  await skipAgeGate(context, baseURL);
  await presetStore(context, baseURL, storeSlug, 'Adult Use');
  const page = await context.newPage();
  await logIn(page, `staff.${storeSlug}@apotheca.test`, 'Apotheca420!');
  return page;
}

test('the staff Order Queue and the kiosk (setup and check-in screen): no axe violation', async ({ browser, baseURL }) => {
  test.setTimeout(150_000);
  const staff = await staffTerminal(browser, baseURL!, STORE);
  await staff.goto('/orders');
  await expectNoViolations(staff, '/orders', staff.getByRole('heading', { level: 1, name: 'Order Queue' }));
  await staff.context().close();

  // A kiosk of a check-in store no other spec pins one at, so its screens are this spec's alone.
  const kiosk = await staffTerminal(browser, baseURL!, 'philadelphia-fishtown-pa');
  await kiosk.goto('/kiosk/setup');
  const pin = kiosk.getByRole('button', { name: 'Pin This Device' });
  await expectNoViolations(kiosk, '/kiosk/setup', pin);
  await pin.click();
  await expect(kiosk).toHaveURL(/\/kiosk$/);
  await expectNoViolations(kiosk, '/kiosk', kiosk.getByRole('main').getByRole('heading', { level: 1 }));
  await kiosk.context().close();
});

test('keyboard: on a product list, Skip to results reaches the first product in a few presses (issue 21)', async ({ page }) => {
  await page.goto('/products/flower');
  await expect(listTiles(page).first()).toBeVisible();
  // The shell's skip link comes first; it lands in the page, whose first stop is Skip to results.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to results' });
  await expect(skip).toBeFocused();
  // Visible while focused (it is hidden until then).
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Results' })).toBeFocused();
  const firstProduct = listTiles(page).first().locator('h3 a');
  let presses = 0;
  while (presses < 3 && !(await firstProduct.evaluate((link) => link === document.activeElement))) {
    await page.keyboard.press('Tab');
    presses++;
  }
  await expect(firstProduct).toBeFocused();
  // The whole card shows a ring of at least 2 px, 3:1 against the page around it (WCAG 2.2 Focus
  // Appearance), not a 1 px colour change.
  const ring = await listTiles(page).first().evaluate((card) => {
    const style = getComputedStyle(card);
    return { width: parseFloat(style.outlineWidth), style: style.outlineStyle, color: style.outlineColor, page: getComputedStyle(document.body).backgroundColor };
  });
  expect(ring.style).toBe('solid');
  expect(ring.width).toBeGreaterThanOrEqual(2);
  expect(contrast(ring.color, ring.page), `${ring.color} on ${ring.page}`).toBeGreaterThanOrEqual(3);
});

/** WCAG contrast of two computed `rgb(r, g, b)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (rgb: string) => {
    const [r, g, bl] = rgb.match(/\d+(\.\d+)?/g)!.slice(0, 3).map((value) => {
      const channel = Number(value) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high! + 0.05) / (low! + 0.05);
}

test('keyboard: after choosing a store, focus is on the page heading, from the header chooser and from the locator (issue 21)', async ({ page }) => {
  await page.goto('/products/flower');
  await expect(listTiles(page).first()).toBeVisible();
  await storeSelector(page).focus();
  await page.keyboard.press('Enter');
  // Medical at the same store: the list rebuilds for the new menu.
  await shopAt(page, 'Hudson Valley', 'Medical');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  // The locator's tiles go home after the choice: focus is on the home page's heading.
  await page.goto('/locations');
  const tile = page.getByRole('main').getByRole('article', { name: 'Hudson Valley', exact: true });
  await tile.getByRole('button', { name: 'Shop Adult Use' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();
});

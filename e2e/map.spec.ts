import type { Locator, Page, Response } from '@playwright/test';
import { presetStore } from './support/catalog';
import { expect, SERVICE_WORKER_TIMEOUT, skipAgeGate, test } from './support/fixtures';

/**
 * The locator's map (part 1 §2 "Store locator": "Map: zoom between 5 and 18; selected pin 32x38,
 * other pins 27x32"; DECISIONS.md "Maps": our own style, so it works offline and with no key).
 * Illinois has three demo stores: Chicago Lakeview, Naperville and Springfield.
 */

const ILLINOIS = ['Chicago Lakeview', 'Naperville', 'Springfield'];

/** The map region (its name mentions the map); MapLibre's own canvas region sits inside it. */
function storeMap(page: Page): Locator {
  return page.getByRole('region', { name: /map/i }).filter({ has: page.locator('canvas') });
}

function pin(page: Page, storeName: string): Locator {
  return storeMap(page).getByRole('button', { name: storeName, exact: true });
}

async function pinSize(button: Locator) {
  const box = await button.boundingBox();
  return { width: Math.round(box!.width), height: Math.round(box!.height) };
}

async function openIllinoisLocator(page: Page) {
  await page.goto('/locations?state=IL');
  await expect(storeMap(page).locator('canvas')).toBeVisible();
  for (const name of ILLINOIS) await expect(pin(page, name)).toBeVisible();
}

// The map eases to a selected pin; with reduced motion it jumps, so pins are at rest when used.
test.use({ reducedMotion: 'reduce' });

test.beforeEach(async ({ context, baseURL }) => {
  // MapLibre draws with software WebGL here (--disable-gpu on two cores): a map load takes seconds.
  test.setTimeout(60_000);
  await skipAgeGate(context, baseURL!);
  await presetStore(context, baseURL!, 'chicago-lakeview-il', 'Adult Use');
});

test("the locator's map shows a pin button per store of the open state; a pin click selects its store", async ({ page }) => {
  await openIllinoisLocator(page);
  await expect(storeMap(page).getByRole('button', { pressed: true })).toHaveCount(0);
  expect(await pinSize(pin(page, 'Naperville'))).toEqual({ width: 27, height: 32 });

  await pin(page, 'Naperville').click();
  await expect(pin(page, 'Naperville')).toHaveAttribute('aria-pressed', 'true');
  expect(await pinSize(pin(page, 'Naperville'))).toEqual({ width: 32, height: 38 });
  await expect(pin(page, 'Springfield')).toHaveAttribute('aria-pressed', 'false');
  expect(await pinSize(pin(page, 'Springfield'))).toEqual({ width: 27, height: 32 });

  // Another pin moves the selection. Springfield's pin sits at the map's lower edge, where the
  // page scroll and the attribution control make a second pointer click land unpredictably on two
  // cores; the keyboard activates the same button (pointer clicks are proven above).
  await pin(page, 'Springfield').press('Enter');
  await expect(pin(page, 'Springfield')).toHaveAttribute('aria-pressed', 'true');
  await expect(pin(page, 'Naperville')).toHaveAttribute('aria-pressed', 'false');
});

test('pins work from the keyboard', async ({ page }) => {
  await openIllinoisLocator(page);
  await pin(page, 'Chicago Lakeview').focus();
  await expect(pin(page, 'Chicago Lakeview')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(pin(page, 'Chicago Lakeview')).toHaveAttribute('aria-pressed', 'true');
});

test('the wheel over the map scrolls the page; ctrl + wheel and the zoom buttons zoom the map', async ({ page }) => {
  await openIllinoisLocator(page);
  const map = storeMap(page);
  // Where a pin sits inside the map: a page scroll moves both, a zoom moves the pin.
  const pinInMap = async () => {
    const [frame, marker] = await Promise.all([map.boundingBox(), pin(page, 'Naperville').boundingBox()]);
    return { x: Math.round(marker!.x - frame!.x), y: Math.round(marker!.y - frame!.y) };
  };
  // The map's left edge, half way down: clear of the pins (fitted 40 px inside) and the controls.
  const overMap = async () => {
    const frame = (await map.boundingBox())!;
    await page.mouse.move(frame.x + 12, frame.y + frame.height / 2);
  };
  const resting = await pinInMap();

  await overMap();
  await page.mouse.wheel(0, 300);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  expect(await pinInMap()).toEqual(resting);

  await overMap();
  await page.keyboard.down('Control');
  await page.mouse.wheel(0, -300);
  await page.keyboard.up('Control');
  await expect.poll(pinInMap).not.toEqual(resting);

  const zoomed = await pinInMap();
  await map.getByRole('button', { name: 'Zoom out' }).click();
  await expect.poll(pinInMap).not.toEqual(zoomed);
});

test('after a visit, the locator and its map still draw with the network cut off', async ({ page, context }) => {
  await openIllinoisLocator(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), SERVICE_WORKER_TIMEOUT).toBe(true);
  // The visit the service worker saw: the store reads and the map's style and shapes pass through it.
  await page.reload();
  await openIllinoisLocator(page);
  await expect
    .poll(() => page.evaluate(async () => Boolean(await caches.match('/api/map/us-states.geojson'))), { message: 'state shapes kept' })
    .toBe(true);
  for (const layer of ['/api/map/v1/us-counties.geojson', '/api/map/v1/us-cities.geojson']) {
    await expect.poll(() => page.evaluate(async (path) => Boolean(await caches.match(path)), layer), { message: `${layer} kept` }).toBe(true);
  }

  await context.setOffline(true);
  await page.reload();
  await openIllinoisLocator(page);
  await expect(page.getByText('Map unavailable')).toHaveCount(0);
  await pin(page, 'Naperville').click();
  await expect(pin(page, 'Naperville')).toHaveAttribute('aria-pressed', 'true');
});

test('when the map cannot load, a calm panel takes its place and the tiles still list the stores', async ({ page }) => {
  await page.route('**/api/map/style.json', (route) => route.abort('internetdisconnected'));
  await page.goto('/locations?state=IL');
  const panel = page.getByRole('region', { name: /map/i }).filter({ hasText: 'Map unavailable' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('button')).toHaveCount(0);
  for (const name of ILLINOIS) await expect(page.getByRole('article', { name, exact: true })).toBeVisible();
});

/** The map tells screen readers the city names it draws (read from its rendered city-label layer). */
function placesOnMap(page: Page): Locator {
  return storeMap(page).getByText(/^Places on the map:/);
}

const isLayer = (path: string) => (response: Response) => new URL(response.url()).pathname === path && response.status() === 200;

test("'Use my location' opens the nearest state over the current store's, lists the nearest store first, and the map draws county lines and city names around the place (issue 21)", async ({ page, context }) => {
  // Near Lynn, MA: Salem is ~4 miles off, Worcester ~45; the current store (beforeEach) is Chicago Lakeview.
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 42.466, longitude: -70.95 });
  const counties = page.waitForResponse(isLayer('/api/map/v1/us-counties.geojson'));
  const cities = page.waitForResponse(isLayer('/api/map/v1/us-cities.geojson'));
  await page.goto('/locations');
  await expect(page.getByRole('tab', { selected: true })).toHaveText('Illinois');
  await Promise.all([counties, cities]);

  await page.getByRole('button', { name: 'Use my location' }).click();
  await expect(page.getByRole('tab', { selected: true })).toHaveText('Massachusetts');
  await expect(page).toHaveURL(/state=MA/);
  const tiles = page.getByRole('tabpanel').getByRole('article');
  await expect(tiles.first()).toHaveAttribute('aria-label', 'Salem');
  await expect(tiles.first()).toContainText(/\d\.\d mi away/);
  await expect(page.getByRole('article', { name: 'Worcester', exact: true })).toContainText(/\d+ mi away/);
  await expect(page.getByText(/Nearest first from/)).toContainText('your location');

  // The map shows the place among its towns: the names its city-label layer drew around Lynn.
  await expect(storeMap(page).getByRole('img', { name: 'Your location' })).toBeAttached();
  await expect(placesOnMap(page)).toContainText('Lynn');
  await expect(placesOnMap(page)).toContainText('Boston');
});

test("the second brand's lone store sits among its neighbouring towns, not on an empty canvas (issue 21)", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
  await skipAgeGate(context, baseURL!);
  const page = await context.newPage();
  const counties = page.waitForResponse(isLayer('/api/map/v1/us-counties.geojson'));
  await page.goto('/locations?brand=harbor');
  await expect(page.getByRole('tab', { selected: true })).toHaveText('Massachusetts');
  await expect(pin(page, 'New Bedford')).toBeVisible();
  await counties;
  await expect(placesOnMap(page)).toContainText('New Bedford');
  await expect(placesOnMap(page)).toContainText('Fall River');
  await context.close();
});

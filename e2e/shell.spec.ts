import { presetStore } from './support/catalog';
import { AGE_GATE, ageGate, expect, passAgeGate, skipAgeGate, test } from './support/fixtures';

test('the API answers on the same origin', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ ok: true });
});

// A store is preset so the store chooser (it opens when none is chosen) does not cover the page.
test('the app loads at / behind an age gate that cannot be skipped', async ({ page, context, baseURL }) => {
  await presetStore(context, baseURL!, 'chicago-lakeview-il', 'Adult Use');
  await page.goto('/');
  await expect(page).toHaveTitle(/Apotheca/);
  const gate = ageGate(page);
  await expect(gate).toBeVisible();
  await expect(gate.getByRole('button', { name: AGE_GATE.enter })).toBeDisabled();

  await page.keyboard.press('Escape');
  await expect(gate).toBeVisible();

  await passAgeGate(page);
  await page.reload();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(ageGate(page)).toHaveCount(0);
});

test('a first visit shows the brand\'s age gate with the document itself, before any code runs (README "A first visit shows the age gate")', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto('/products/flower');
    const shown = page.locator('#apotheca-snapshot');
    await expect(shown.getByText(AGE_GATE.question)).toBeVisible();
    await expect(shown.getByText(AGE_GATE.checkbox)).toBeVisible();
    // The gate's logo (the page rendered behind it has the header's own).
    await expect(shown.getByRole('alertdialog').locator('img')).toHaveAttribute('alt', 'Apotheca');
    // In the brand's colour, as the app paints it (Enter Site is the brand's button).
    const enterColour = await shown.getByText(AGE_GATE.enter).evaluate((button) => getComputedStyle(button).backgroundColor);
    expect(enterColour).toBe('rgb(30, 107, 71)');
  } finally {
    await context.close();
  }
});

test('the age cookie keeps the gate away', async ({ page, context, baseURL }) => {
  await skipAgeGate(context, baseURL!);
  await presetStore(context, baseURL!, 'chicago-lakeview-il', 'Adult Use');
  await page.goto('/');
  await expect(page.getByRole('main')).toBeVisible();
  await expect(ageGate(page)).toHaveCount(0);
});

test('an unknown path shows the not-found page with a way home (part 1 §2)', async ({ page, context, baseURL }) => {
  await skipAgeGate(context, baseURL!);
  await presetStore(context, baseURL!, 'chicago-lakeview-il', 'Adult Use');
  await page.goto('/no-such-page-here');
  await expect(page.getByText(/Let['’]s get you back on the right path\./)).toBeVisible();
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Shop Our Live Inventory' })).toBeVisible();
});

test("when the app's code cannot be fetched, the page says so and offers to try again instead of spinning", async ({ page, context, baseURL }) => {
  await skipAgeGate(context, baseURL!);
  await presetStore(context, baseURL!, 'chicago-lakeview-il', 'Adult Use');
  // A first visit (no service worker yet) on a connection that drops the app's entry script.
  await page.route('**/assets/index-*.js', (route) => route.abort('internetdisconnected'));
  await page.goto('/');
  const failed = page.getByRole('alert').filter({ hasText: 'We couldn’t load the store. Check your connection and try again.' });
  await expect(failed).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);

  await page.unroute('**/assets/index-*.js');
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(failed).toHaveCount(0);
});

test("a first visitor whose app code cannot be fetched is told so too, in place of the gate", async ({ page }) => {
  await page.route('**/assets/index-*.js', (route) => route.abort('internetdisconnected'));
  // On a phone the server's gate covers the screen and starts the app at the first key or touch.
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await expect(page.locator('#apotheca-snapshot').getByText(AGE_GATE.question)).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('alert').filter({ hasText: 'We couldn’t load the store. Check your connection and try again.' })).toBeVisible();
  await expect(page.locator('#apotheca-snapshot')).toHaveCount(0);
});

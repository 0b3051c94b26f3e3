import { AGE_GATE, ageGate, expect, passAgeGate, skipAgeGate, test } from './support/fixtures';

test('the API answers on the same origin', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ ok: true });
});

test('the app loads at / behind an age gate that cannot be skipped', async ({ page }) => {
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

test('the age cookie keeps the gate away', async ({ page, context, baseURL }) => {
  await skipAgeGate(context, baseURL!);
  await page.goto('/');
  await expect(page.getByRole('main')).toBeVisible();
  await expect(ageGate(page)).toHaveCount(0);
});

test('an unknown path shows the not-found page', async ({ shopper: page }) => {
  await page.goto('/no-such-page-here');
  await expect(page.getByText(/Let['’]s get you back on the right path\./)).toBeVisible();
  // Not clicked: with no store chosen yet, the store chooser may open over the page.
  await expect(page.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
});

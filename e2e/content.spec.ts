import { presetStore } from './support/catalog';
import { expect, passAgeGate, skipAgeGate, test } from './support/fixtures';

/**
 * The brand's content pages (part 1 §2 route table: /learn, /news, /faq, legal pages, main-brand-only
 * pages), read from our content service. A store is preset so the store chooser stays closed.
 */

test.beforeEach(async ({ context, baseURL }) => {
  await skipAgeGate(context, baseURL!);
  await presetStore(context, baseURL!, 'hudson-valley-ny', 'Adult Use');
});

test("§2 a Learn article offers 'View Other Articles' with 3 others", async ({ page }) => {
  await page.goto('/learn');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  const first = main.getByRole('article').first().getByRole('link');
  const title = (await first.textContent())!.trim();
  await first.click();

  await expect(page).toHaveURL(/\/learn\/[^/]+$/);
  await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const others = main.getByRole('region', { name: 'View Other Articles' });
  await expect(others.getByRole('link')).toHaveCount(3);
  // The article being read is never one of its own "other" articles.
  await expect(others.getByRole('link', { name: title, exact: true })).toHaveCount(0);
});

test("§2 a news article shows 'You May Also Like'", async ({ page }) => {
  await page.goto('/news');
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: 'Submit Press Inquiry' })).toBeVisible();
  await main.getByRole('list', { name: 'News articles' }).getByRole('link').first().click();

  await expect(page).toHaveURL(/\/news\/[^/]+$/);
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  const related = main.getByRole('region', { name: 'You May Also Like' });
  await expect(related).toBeVisible();
  const count = await related.getByRole('link').count();
  expect(count).toBeGreaterThanOrEqual(1);
  expect(count).toBeLessThanOrEqual(3);
});

test('§2 the FAQ page lists questions by category and opens an answer', async ({ page }) => {
  await page.goto('/faq');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  const categories = main.getByRole('navigation', { name: 'Question categories' }).getByRole('link');
  await expect(categories.first()).toHaveText('Cannabis 101');
  expect(await categories.count()).toBeGreaterThanOrEqual(2);

  const section = main.getByRole('region', { name: 'Online Ordering' });
  const question = section.getByRole('button').first();
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(section.getByRole('region').first()).toBeVisible();
});

test('§2 /hippa redirects to the HIPAA notice', async ({ page }) => {
  await page.goto('/hippa');
  await expect(page).toHaveURL(/\/hipaa$/);
  // The seed's HIPAA notice (src/server/db/seed/content/legal.ts).
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Notice of Privacy Practices' })).toBeVisible();
});

test('§2 an unknown content page shows the not-found page', async ({ page }) => {
  await page.goto('/page/no-such-page-anywhere');
  await expect(page.getByText(/Let['’]s get you back on the right path\./)).toBeVisible();
});

test('§2 the second brand is sent home from the main-brand-only About page', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!);
  origin.hostname = 'second.localhost';
  await page.goto(`${origin.origin}/about`);
  await passAgeGate(page);
  await expect(page).toHaveURL(`${origin.origin}/`);
});

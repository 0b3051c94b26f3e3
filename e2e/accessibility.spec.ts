import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { presetStore } from './support/catalog';
import { skipAgeGate } from './support/fixtures';

/**
 * Accessibility is part of done (the project guide): axe finds no serious or critical violation
 * on the home page, the locator, a store page and an article, with the real content rendered.
 */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, help: violation.help, targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5) }));
}

test.beforeEach(async ({ context, baseURL }) => {
  await skipAgeGate(context, baseURL!);
  await presetStore(context, baseURL!, 'hudson-valley-ny', 'Adult Use');
});

test('home, locator, store page and an article have no serious or critical axe violations', async ({ page, request }) => {
  // axe takes 3-6 s a page on two cores.
  test.setTimeout(90_000);
  const articles = await (await request.get('/api/content/documents?type=education_post&page_size=1')).json();
  const articleUid: string = articles.data[0].uid;

  const pages = [
    { path: '/', ready: page.getByRole('heading', { name: 'Shop Our Live Inventory' }) },
    { path: '/locations', ready: page.getByRole('heading', { name: 'Find a Dispensary' }) },
    { path: '/store/hudson-valley-ny', ready: page.getByRole('heading', { level: 1, name: /Hudson Valley/ }) },
    { path: `/learn/${articleUid}`, ready: page.getByRole('heading', { level: 1, name: articles.data[0].data.title }) },
  ];
  for (const { path, ready } of pages) {
    await page.goto(path);
    await expect(ready, path).toBeVisible();
    // Judge the page once its content requests have settled, not its skeletons.
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page), path).toEqual([]);
  }
});

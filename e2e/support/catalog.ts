import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';

/**
 * What a shopper sees of the catalog, found by role and visible text (part 1 §2 "Product list
 * screen", "Product detail screen"), plus the few ways to reach a store without the chooser.
 */

export type Usage = 'Adult Use' | 'Medical';

/** The cookies the store chooser writes for 90 days (src/web/state/shopping.ts). */
export const STORE_COOKIE = 'apotheca_store';
export const USAGE_COOKIE = 'apotheca_usage';

/** For tests that are not about choosing: the browser already carries a store and usage type. */
export async function presetStore(context: BrowserContext, baseURL: string, storeSlug: string, usage: Usage): Promise<void> {
  await context.addCookies([
    { name: STORE_COOKIE, value: storeSlug, url: baseURL },
    { name: USAGE_COOKIE, value: usage === 'Medical' ? 'medical' : 'recreational', url: baseURL },
  ]);
}

/** The store chooser (dialog id choose_store_popup, part 1 §2 "Store locator ... popup"). */
export function storeChooser(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Choose Your Store' });
}

/** In the open chooser: the store's tile, then 'Shop Medical' or 'Shop Adult Use'. */
export async function shopAt(page: Page, storeName: string, usage: Usage): Promise<void> {
  const chooser = storeChooser(page);
  await expect(chooser).toBeVisible();
  await expect(chooser.getByRole('tabpanel')).toBeVisible();
  // The chooser shows one state at a time: open each state's tab until the store's tile is there.
  const tile = chooser.getByRole('article', { name: storeName, exact: true });
  for (const tab of await chooser.getByRole('tab').all()) {
    if ((await tile.count()) > 0) break;
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
  }
  await tile.getByRole('button', { name: `Shop ${usage}` }).click();
  await expect(chooser).toHaveCount(0);
}

/** The header's store selector: 'Shopping {usage} at {store}', a button that opens the chooser. */
export function storeSelector(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: /change store|Select a Store|Loading Store/ }).first();
}

export async function expectShoppingAt(page: Page, storeName: string, usage: Usage): Promise<void> {
  const selector = storeSelector(page);
  await expect(selector).toContainText(`Shopping ${usage} at`);
  await expect(selector).toContainText(storeName);
}

/** The list's 'N Products' status line. */
export function resultCount(page: Page): Locator {
  return page.getByRole('status').filter({ hasText: /^(\d+ Products?|Loading products…)$/ });
}

/** Waits for the count to settle and returns N. */
export async function readResultCount(page: Page): Promise<number> {
  const count = resultCount(page);
  await expect(count).toHaveText(/^\d+ Products?$/);
  return Number((await count.textContent())!.split(' ')[0]);
}

/** The product tiles of the page's first list of products (the list screen's grid). */
export function listTiles(page: Page): Locator {
  return page
    .getByRole('main')
    .getByRole('list')
    .filter({ has: page.getByTestId('product-tile') })
    .first()
    .getByTestId('product-tile');
}

export interface TileFacts {
  name: string;
  brand: string;
  /** The price the shopper pays (the sale price when discounted), in cents. */
  priceCents: number;
  /** Strain chip text (Indica, Sativa, Hybrid, CBD), if any. */
  strain: string | null;
  text: string;
}

const STRAIN_CHIPS = ['Indica', 'Sativa', 'Hybrid', 'CBD'];

/** Reads every tile in one pass: name (its link), brand, first price (sale price first), strain chip. */
export async function readTiles(tiles: Locator): Promise<TileFacts[]> {
  return tiles.evaluateAll(
    (articles, strainChips) =>
      articles.map((article) => {
        const text = (article as HTMLElement).innerText;
        const price = /\$([\d,]+)\.(\d\d)/.exec(article.textContent ?? '');
        const chip = [...article.querySelectorAll('span')].map((span) => span.textContent?.trim() ?? '').find((value) => strainChips.includes(value));
        return {
          name: article.querySelector('h3 a')?.textContent?.trim() ?? '',
          brand: article.querySelector('p')?.textContent?.trim() ?? '',
          priceCents: price ? Number(price[1]!.replace(/,/g, '')) * 100 + Number(price[2]) : Number.NaN,
          strain: chip ?? null,
          text,
        };
      }),
    STRAIN_CHIPS,
  );
}

/** The filter sidebar (desktop). */
export function filterSidebar(page: Page): Locator {
  return page.getByRole('complementary', { name: 'Filters' });
}

/** The quick-remove chips of the active filters. */
export function activeFilters(page: Page): Locator {
  return page.getByRole('list', { name: 'Active filters' });
}

/** The current URL's query as an object (what a shared link carries). */
export function urlQuery(page: Page): Record<string, string> {
  return Object.fromEntries(new URL(page.url()).searchParams);
}

/** Polls until the URL's query satisfies `expected` (absent keys: undefined). */
export async function expectQuery(page: Page, expected: Record<string, string | undefined>): Promise<void> {
  await expect
    .poll(() => {
      const query = urlQuery(page);
      return Object.fromEntries(Object.keys(expected).map((key) => [key, query[key]]));
    })
    .toEqual(expected);
}

/** True when every value is at least the one before it. */
export function isNonDecreasing(values: readonly number[]): boolean {
  return values.every((value, index) => index === 0 || value >= values[index - 1]!);
}

/** A response of the inventory list endpoint whose query matches `params`. */
export function isInventoryPage(url: string, params: Record<string, string>): boolean {
  const parsed = new URL(url);
  if (parsed.pathname !== '/api/p/inventory') return false;
  return Object.entries(params).every(([key, value]) => parsed.searchParams.get(key) === value);
}

/** A facet checkbox of the sidebar (its accessible name is 'Value (N products)'). */
export function facetCheckbox(page: Page, group: string, value: string): Locator {
  return filterSidebar(page).getByRole('group', { name: group }).getByRole('checkbox', { name: new RegExp(`^${value}\\b`) });
}

/** Ticks or unticks a facet value the way a shopper does: by clicking its label. */
export async function clickFacet(page: Page, group: string, value: string): Promise<void> {
  await filterSidebar(page).getByRole('group', { name: group }).locator('label').filter({ hasText: new RegExp(`^${value}\\b`) }).click();
}

/**
 * Drags a slider thumb to `value` with the mouse, as one gesture (one change end, so one history
 * entry). Ark's slider keeps thumbs inside the control ("contain"): a value's centre lies
 * thumbWidth/2 + fraction * (controlWidth - thumbWidth) from the control's left edge.
 */
export async function dragThumbTo(page: Page, thumb: Locator, value: number): Promise<void> {
  const [min, max] = [Number(await thumb.getAttribute('aria-valuemin')), Number(await thumb.getAttribute('aria-valuemax'))];
  await thumb.scrollIntoViewIfNeeded();
  const thumbBox = (await thumb.boundingBox())!;
  const controlBox = (await thumb.locator('xpath=..').boundingBox())!;
  const fraction = (value - min) / (max - min);
  const x = controlBox.x + thumbBox.width / 2 + fraction * (controlBox.width - thumbBox.width);
  const y = thumbBox.y + thumbBox.height / 2;
  await page.mouse.move(thumbBox.x + thumbBox.width / 2, y);
  await page.mouse.down();
  await page.mouse.move(x, y, { steps: 8 });
  await page.mouse.up();
}

import { expect, skipAgeGate, test } from './support/fixtures';
import { activeFilters, expectQuery, listTiles, presetStore, readResultCount, readTiles, resultCount } from './support/catalog';

/** The product list screen beyond the journey (part 1 §2 "Product list screen"). */

test.use({ actionTimeout: 15_000 });

test.beforeEach(async ({ context, baseURL }) => {
  await skipAgeGate(context, baseURL!);
  await presetStore(context, baseURL!, 'worcester-ma', 'Adult Use');
});

test('§2 a search that finds nothing shows the empty state and other kinds of product to try', async ({ page }) => {
  await page.goto('/products/flower');
  const total = await readResultCount(page);
  await page.getByRole('searchbox', { name: 'Search products' }).fill('zzqxnothingmatches');
  await expectQuery(page, { search: 'zzqxnothingmatches' });
  await expect(resultCount(page)).toHaveText('0 Products');
  const empty = page.getByRole('region', { name: 'No Results Found' });
  await expect(empty).toBeVisible();
  await expect(empty.getByText("We can't find any products matching your search.")).toBeVisible();
  await expect(empty.getByText('How about another kind?')).toBeVisible();
  await expect(empty.getByRole('link', { name: 'Vapes' })).toHaveAttribute('href', '/products/vapes');
  await expect(empty.getByRole('link', { name: 'Flower', exact: true })).toHaveCount(0);
  await expect(listTiles(page)).toHaveCount(0);

  // Removing the search chip brings the list back.
  await activeFilters(page).getByRole('button', { name: 'Remove filter: Search: "zzqxnothingmatches"' }).click();
  await expect(resultCount(page)).toHaveText(`${total} Products`);
  await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue('');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('§2/§5 the Filters drawer replaces the sidebar: strain and typed prices apply, the count follows, the URL keeps them', async ({ page }) => {
    await page.goto('/products/flower');
    const total = await readResultCount(page);
    await expect(page.getByRole('complementary', { name: 'Filters' }).getByRole('checkbox')).toHaveCount(0);

    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('group', { name: 'Strain Type' }).locator('label').filter({ hasText: /^Sativa\b/ }).click();
    await expectQuery(page, { strain_types: 'sativa' });
    // Behind the open drawer the page is inert; the drawer's own button carries the count.
    const showButton = drawer.getByRole('button', { name: /^Show \d+ Products?$/ });
    const shown = async () => Number(/\d+/.exec((await showButton.textContent()) ?? '')?.[0]);
    await expect.poll(shown).toBeLessThan(total);
    const sativa = await shown();
    expect(sativa).toBeGreaterThan(0);

    // Small screens type their prices (part 1 §5: the rounding slider is the desktop's).
    const price = drawer.getByRole('group', { name: 'Price' });
    await price.getByLabel('Max $').fill('45');
    await price.getByRole('button', { name: 'Apply' }).click();
    await expectQuery(page, { strain_types: 'sativa', price_max: '45' });
    await expect.poll(shown).toBeLessThan(sativa);
    const both = await shown();
    expect(both).toBeGreaterThan(0);
    await showButton.click();
    await expect(drawer).toHaveCount(0);
    await expect(resultCount(page)).toHaveText(`${both} ${both === 1 ? 'Product' : 'Products'}`);

    await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
    await expect(activeFilters(page).getByRole('button', { name: 'Remove filter: Sativa' })).toBeVisible();
    await expect(activeFilters(page).getByRole('button', { name: 'Remove filter: Price: up to $45' })).toBeVisible();
    const tiles = await readTiles(listTiles(page));
    expect(tiles.length).toBe(both);
    for (const tile of tiles) {
      expect(tile.strain, tile.name).toBe('Sativa');
      expect(tile.priceCents, tile.name).toBeLessThanOrEqual(4500);
    }
  });
});

import { AGE_GATE, ageGate, expect, passAgeGate, test } from './support/fixtures';
import {
  activeFilters,
  clickFacet,
  dragThumbTo,
  expectQuery,
  expectShoppingAt,
  facetCheckbox,
  filterSidebar,
  isInventoryPage,
  isNonDecreasing,
  listTiles,
  readResultCount,
  readTiles,
  resultCount,
  shopAt,
  storeChooser,
  storeSelector,
  urlQuery,
} from './support/catalog';

/**
 * The journey of a new shopper from a fresh database (the web server of
 * playwright.config.ts seeds one per run). One browser context, step by step, as a shopper does it;
 * each step asserts what the shopper notices. The demo seed is deterministic, but the checks read
 * counts and prices from the screen (or the API's own answers) rather than hard-coding them.
 *
 * Phoenix Camelback (AZ) is the Adult Use store: it shows pre-tax prices, the prices the price
 * filter works on, so a tile's price can be held against the filter's maximum.
 */
const ADULT_USE_STORE = 'Phoenix Camelback';
const MEDICAL_STORE = 'Hudson Valley';
/** A word in the names of several seeded flower products (and in none of the brands' names). */
const SEARCH_WORD = 'Harbor';
const PRICE_MAX = 50;

// A stuck click fails the step it is in, not the whole journey's budget.
test.use({ actionTimeout: 15_000 });

test('a new shopper passes the age gate, picks a store, then searches, filters, sorts, scrolls and opens Flower products, and switches to Medical at another store (part 1 §2, §4, §5, §9)', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);

  await test.step('§2 age gate: a fresh visitor must confirm 21+ before the site opens', async () => {
    await page.goto('/');
    const gate = ageGate(page);
    await expect(gate).toBeVisible();
    await expect(gate.getByRole('heading', { name: AGE_GATE.question })).toBeVisible();
    await expect(gate.getByRole('button', { name: AGE_GATE.enter })).toBeDisabled();
    await passAgeGate(page);
  });

  await test.step('§2 store chooser: with no store yet it opens; Shop Adult Use at a store; the header says so', async () => {
    await expect(storeChooser(page)).toBeVisible();
    await shopAt(page, ADULT_USE_STORE, 'Adult Use');
    await expect(page.getByText(`You're shopping Adult Use at ${ADULT_USE_STORE}.`)).toBeVisible();
    await expectShoppingAt(page, ADULT_USE_STORE, 'Adult Use');
  });

  let flowerTotal = 0;
  await test.step('§2 header Shop menu -> Flower: a count and product tiles, one page of 50', async () => {
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Shop' }).click();
    await nav.getByRole('link', { name: 'Flower', exact: true }).click();
    await page.waitForURL('**/products/flower');
    await expect(page.getByRole('heading', { level: 1, name: 'Flower' })).toBeVisible();
    flowerTotal = await readResultCount(page);
    // The journey needs a list longer than one page to scroll past 50.
    expect(flowerTotal).toBeGreaterThan(50);
    await expect(listTiles(page)).toHaveCount(50);
    const tiles = await readTiles(listTiles(page));
    expect(tiles.every((tile) => tile.name && tile.brand && tile.priceCents > 0)).toBe(true);
  });

  await test.step('§4/§5/§9 search: applied after the pause, quotes and backslashes stripped, every result matches; clearing removes it', async () => {
    const searchRequests: string[] = [];
    const onRequest = (req: { url(): string }) => {
      const search = new URL(req.url()).searchParams.get('search');
      if (isInventoryPage(req.url(), {}) && search !== null) searchRequests.push(search);
    };
    page.on('request', onRequest);
    const box = page.getByRole('searchbox', { name: 'Search products' });
    await box.click();
    await box.pressSequentially(`"${SEARCH_WORD}\\`);
    await expectQuery(page, { search: SEARCH_WORD });
    await expect(box).toHaveValue(`"${SEARCH_WORD}\\`);
    await expect(activeFilters(page).getByRole('button', { name: `Remove filter: Search: "${SEARCH_WORD}"` })).toBeVisible();

    // The chip follows the URL at once; the count follows when the searched list arrives.
    await expect.poll(() => readResultCount(page)).toBeLessThan(flowerTotal);
    const count = await readResultCount(page);
    expect(count).toBeGreaterThan(0);
    await expect(listTiles(page)).toHaveCount(count);
    await expect
      .poll(async () => (await readTiles(listTiles(page))).filter((tile) => !tile.text.toLowerCase().includes(SEARCH_WORD.toLowerCase())).map((tile) => tile.name))
      .toEqual([]);
    // Debounced: the keystrokes did not each reach the API, and what reached it was sanitized.
    page.off('request', onRequest);
    expect(searchRequests.length).toBeGreaterThan(0);
    expect(searchRequests.length).toBeLessThan(SEARCH_WORD.length);
    expect(searchRequests.every((sent) => sent === SEARCH_WORD)).toBe(true);

    await box.fill('');
    await expectQuery(page, { search: undefined });
    await expect(resultCount(page)).toHaveText(`${flowerTotal} Products`);
    await expect(activeFilters(page)).toHaveCount(0);
  });

  let indicaTotal = 0;
  await test.step('§2/§3 filter by strain (Indica) and price (max): chips, URL state, every tile matches; Back restores the previous filters', async () => {
    const sidebar = filterSidebar(page);
    await clickFacet(page, 'Strain Type', 'Indica');
    await expect(facetCheckbox(page, 'Strain Type', 'Indica')).toBeChecked();
    await expectQuery(page, { strain_types: 'indica' });
    await expect(activeFilters(page).getByRole('button', { name: 'Remove filter: Indica' })).toBeVisible();
    await expect.poll(async () => (await readTiles(listTiles(page))).every((tile) => tile.strain === 'Indica')).toBe(true);
    await expect.poll(() => readResultCount(page)).toBeLessThan(flowerTotal);
    indicaTotal = await readResultCount(page);

    // The desktop price slider moves in tens (part 1 §5); one drag of its maximum thumb.
    const maxThumb = sidebar.getByRole('slider', { name: 'Maximum Price' });
    await dragThumbTo(page, maxThumb, PRICE_MAX);
    await expect(maxThumb).toHaveAttribute('aria-valuenow', String(PRICE_MAX));
    await expectQuery(page, { strain_types: 'indica', price_max: String(PRICE_MAX) });
    await expect(activeFilters(page).getByRole('button', { name: `Remove filter: Price: up to $${PRICE_MAX}` })).toBeVisible();
    await expect(activeFilters(page).getByRole('button', { name: 'Remove filter: Indica' })).toBeVisible();

    await expect
      .poll(async () => {
        const tiles = await readTiles(listTiles(page));
        return tiles.length > 0 && tiles.every((tile) => tile.strain === 'Indica' && tile.priceCents <= PRICE_MAX * 100);
      })
      .toBe(true);
    const both = await readResultCount(page);
    expect(both).toBeGreaterThan(0);
    expect(both).toBeLessThan(indicaTotal);
    await expect(listTiles(page)).toHaveCount(both);

    await page.goBack();
    await expectQuery(page, { strain_types: 'indica', price_max: undefined });
    await expect(resultCount(page)).toHaveText(`${indicaTotal} Products`);
    await expect(activeFilters(page).getByRole('button', { name: /Remove filter: Price/ })).toHaveCount(0);
    await expect(activeFilters(page).getByRole('button', { name: 'Remove filter: Indica' })).toBeVisible();
    await expect(facetCheckbox(page, 'Strain Type', 'Indica')).toBeChecked();
    await expect(sidebar.getByRole('slider', { name: 'Maximum Price' })).not.toHaveAttribute('aria-valuenow', String(PRICE_MAX));

    await page.goForward();
    await expectQuery(page, { strain_types: 'indica', price_max: String(PRICE_MAX) });
    await expect(resultCount(page)).toHaveText(`${both} ${both === 1 ? 'Product' : 'Products'}`);
  });

  await test.step('§9 sort by Price: Low to High: tiles in non-decreasing price order', async () => {
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: Low to High' });
    await expectQuery(page, { order_by: 'price', strain_types: 'indica', price_max: String(PRICE_MAX) });
    await expect
      .poll(async () => {
        const prices = (await readTiles(listTiles(page))).map((tile) => tile.priceCents);
        return prices.length > 1 && isNonDecreasing(prices);
      })
      .toBe(true);
  });

  await test.step('§2/§9 infinite scroll in pages of 50: loading more, then past 50, then the end-of-list message', async () => {
    await page.getByRole('button', { name: 'Clear all' }).click();
    // Clearing the filters keeps the sort.
    await expectQuery(page, { order_by: 'price', strain_types: undefined, price_max: undefined });
    await expect(resultCount(page)).toHaveText(`${flowerTotal} Products`);
    await expect(listTiles(page)).toHaveCount(50);

    // Hold the second page until the shopper has seen the loading-more message.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const secondPage = (url: URL) => isInventoryPage(url.href, { offset: '50', order_by: 'price' });
    await page.route(secondPage, async (route) => {
      await held;
      await route.continue();
    });
    await listTiles(page).last().scrollIntoViewIfNeeded();
    await expect(page.getByRole('status').filter({ hasText: 'Loading more products…' })).toBeVisible();
    release();
    await expect.poll(() => listTiles(page).count()).toBeGreaterThan(50);
    await page.unroute(secondPage);

    // Keep scrolling until every product is loaded.
    await expect
      .poll(async () => {
        await listTiles(page).last().scrollIntoViewIfNeeded();
        return listTiles(page).count();
      })
      .toBe(flowerTotal);
    await expect(page.getByText("You've reached the end of the list.")).toBeVisible();
    await expect(page.getByRole('button', { name: 'Load more products' })).toHaveCount(0);
    const prices = (await readTiles(listTiles(page))).map((tile) => tile.priceCents);
    expect(isNonDecreasing(prices), 'price order holds across pages').toBe(true);
  });

  await test.step('§2 product detail: brand, name, strain, price, size, potency, the sign-in prompt for visitors, related products', async () => {
    const tile = listTiles(page).nth(1);
    const [facts] = await readTiles(tile);
    const href = await tile.getByRole('link').getAttribute('href');
    const id = Number(/\/product\/(\d+)$/.exec(href ?? '')?.[1]);
    expect(id).toBeGreaterThan(0);
    await tile.getByRole('link').click();
    await page.waitForURL(`**/product/${id}`);

    // What the API says about it, for the usage type being shopped.
    const answer = await request.get(`/api/p/inventory/${id}?usage_type=recreational`);
    expect(answer.ok()).toBe(true);
    const product = await answer.json();

    const main = page.getByRole('main');
    const title = main.getByRole('heading', { level: 1 });
    await expect(title).toHaveText(facts!.name);
    expect(product.ecomm_display_name || product.name).toBe(facts!.name);
    // The column beside the gallery (the related rows below have prices of their own).
    const info = title.locator('xpath=../..');
    await expect(info.getByText(`${product.brand} · Flower`)).toBeVisible();
    await expect(info.getByText(facts!.strain!, { exact: true })).toBeVisible();
    await expect(info.getByText(product.display_size, { exact: true })).toBeVisible();
    const paid = product.discounted_price_cents ?? product.price_cents;
    expect(paid).toBe(facts!.priceCents);
    // A sale price is announced as such ('Sale price $12.00', the original struck through).
    const priceText = `$${(paid / 100).toFixed(2)}`.replace('.', '\\.').replace('$', '\\$');
    await expect(info.getByText(new RegExp(`^(Sale price )?${priceText}$`))).toBeVisible();
    if (product.discounted_price_cents !== null) {
      await expect(info.locator('s')).toHaveText(`Original price $${(product.price_cents / 100).toFixed(2)}`);
    }
    const potency = info.getByLabel('Potency');
    await expect(potency).toContainText('THC');
    await expect(potency).toContainText(`${Math.round(product.potency.thc * 10) / 10}%`);
    // A visitor gets the sign-in prompt instead of the quantity picker (part 1 §4, check 2).
    await expect(info.getByText('Log in or create an account to order')).toBeVisible();
    await expect(info.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', /\/login\?from=/);
    await expect(info.getByRole('link', { name: 'Create Account' })).toBeVisible();
    await expect(info.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);

    const related = main.getByRole('region', { name: 'You May Also Like' });
    await expect(related).toBeVisible();
    await expect.poll(() => related.getByTestId('product-tile').count()).toBeGreaterThan(0);
    expect(await related.getByTestId('product-tile').count()).toBeLessThanOrEqual(5);
  });

  await test.step('§4 switch to Medical at another store: the header and the list reload for it; NY medical edibles are Ingestibles', async () => {
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/products/flower' && url.search === '?order_by=price');
    await expect(resultCount(page)).toHaveText(`${flowerTotal} Products`);

    await storeSelector(page).click();
    const reloaded = page.waitForResponse(
      (response) => isInventoryPage(response.url(), { usage_type: 'medical', categories: 'flower', offset: '0' }) && response.ok(),
    );
    await shopAt(page, MEDICAL_STORE, 'Medical');
    // The confirmation toast stays for a few seconds only: look at it first.
    await expect(page.getByText(`You're shopping Medical at ${MEDICAL_STORE}.`)).toBeVisible();
    await expectShoppingAt(page, MEDICAL_STORE, 'Medical');
    const fresh = await (await reloaded).json();
    await expect(resultCount(page)).toHaveText(`${fresh.total_rows} Products`);
    expect(fresh.total_rows).not.toBe(flowerTotal);
    // A new store starts the list afresh: the first page only, in the kept sort.
    await expect(listTiles(page)).toHaveCount(Math.min(50, fresh.total_rows));
    expect(urlQuery(page)).toEqual({ order_by: 'price' });
    await expect(listTiles(page).first().getByRole('link')).toHaveText(fresh.data[0].ecomm_display_name || fresh.data[0].name);

    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Shop' }).click();
    await expect(nav.getByRole('link', { name: 'Edibles', exact: true })).toHaveCount(0);
    await nav.getByRole('link', { name: 'Ingestibles', exact: true }).click();
    await page.waitForURL('**/products/ingestibles');
    await expect(page.getByRole('heading', { level: 1, name: 'Ingestibles' })).toBeVisible();
    expect(await readResultCount(page)).toBeGreaterThan(0);

    await page.goto('/products/edibles');
    await page.waitForURL('**/products/ingestibles');
    await expect(page.getByRole('heading', { level: 1, name: 'Ingestibles' })).toBeVisible();
    await expectShoppingAt(page, MEDICAL_STORE, 'Medical');
  });
});

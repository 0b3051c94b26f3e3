import { expect, type Page } from '@playwright/test';
import { listTiles } from './catalog';

/**
 * Cart helpers for e2e, by role and visible text: open a product from a category list, add it the
 * way a shopper does (quantity picker, Add to Cart, the 'Added to Cart' popup), and place orders.
 */

/** Opens the tile at `index` of /products/{category} and answers the product's name. */
export async function openProduct(page: Page, category: string, index: number): Promise<string> {
  await page.goto(`/products/${category}`);
  const link = listTiles(page).nth(index).locator('h3 a');
  const name = (await link.textContent())!.trim();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return name;
}

/** On a product page: picks `quantity`, presses Add to Cart, and leaves the popup with Keep Shopping. */
export async function addToCart(page: Page, quantity = 1): Promise<void> {
  const main = page.getByRole('main');
  const add = main.getByRole('button', { name: 'Add to Cart' });
  await expect(add).toBeEnabled();
  for (let count = 1; count < quantity; count++) await main.getByRole('button', { name: 'Increase quantity' }).first().click();
  await expect(main.getByRole('textbox', { name: 'Quantity', exact: true })).toHaveValue(String(quantity));
  await add.click();
  const popup = page.getByRole('dialog', { name: 'Added to Cart' });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Keep Shopping' }).click();
  await expect(popup).toHaveCount(0);
}

/** The header badge: 'Cart, N items'. */
export async function expectCartCount(page: Page, count: number): Promise<void> {
  await expect(page.getByRole('banner').getByRole('link', { name: `Cart, ${count} ${count === 1 ? 'item' : 'items'}` }).first()).toBeVisible();
}

/** Chooses an order type on /cart. */
export async function chooseOrderType(page: Page, label: 'Pickup' | 'Curbside' | 'Delivery' | 'Check-in'): Promise<void> {
  const radio = page.getByRole('radio', { name: new RegExp(`^${label}`) });
  await radio.check();
  await expect(radio).toBeChecked();
}

/** Presses Place Order and waits for the order page; answers the order id. */
export async function placeOrder(page: Page): Promise<number> {
  const button = page.getByRole('button', { name: 'Place Order' });
  await expect(button).toBeEnabled();
  await button.click();
  await expect(page).toHaveURL(/\/order\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

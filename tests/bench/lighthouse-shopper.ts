import type { Page } from 'puppeteer-core';
import { pageAddresses } from './page-addresses';

/**
 * The returning shopper the Lighthouse part measures: which pages need them signed in, how they sign
 * in (the login screen, as e2e/support/accounts.ts logIn does), and the product page to ask for.
 */

/** A demo shopper of the seed (password of every demo account); the bench's server has its own fresh database. */
export const BENCH_SHOPPER = { email: 'shopper@apotheca.test', password: 'Apotheca420!' };

/** Pages only a signed-in shopper sees as they are meant (the cart is the account's). */
export const SIGNED_IN_PAGES = new Set(['/cart']);

/** The placeholder of BENCH_LIGHTHOUSE_PAGES for the store's first product (from its sitemap, as a crawler finds it). */
const PRODUCT_PLACEHOLDER = '/product/{id}';

const SIGN_IN_TIMEOUT_MS = 60_000; // scrypt at production cost on a busy 2-core machine

/** The pages with `/product/{id}` replaced by the store's first product; left out when the store has none. */
export async function resolvePages(url: string, pages: string[], storeSlug: string | undefined): Promise<string[]> {
  if (!pages.includes(PRODUCT_PLACEHOLDER)) return pages;
  const product = storeSlug ? (await pageAddresses(url, storeSlug)).products[0] : undefined;
  return pages.flatMap((page) => (page === PRODUCT_PLACEHOLDER ? (product ? [product] : []) : [page]));
}

/** Signs the shopper in on the login screen; the session lives in cookies (src/web/state/session.ts), which Lighthouse keeps. */
export async function signIn(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/login?u=${encodeURIComponent(BENCH_SHOPPER.email)}`, { waitUntil: 'load', timeout: SIGN_IN_TIMEOUT_MS });
  const password = await page.waitForSelector('input[type="password"]', { timeout: SIGN_IN_TIMEOUT_MS });
  await password?.type(BENCH_SHOPPER.password);
  await page.locator('::-p-aria([name="Log In"][role="button"])').setTimeout(SIGN_IN_TIMEOUT_MS).click();
  await page.locator('::-p-aria([name="Account menu"][role="button"])').setTimeout(SIGN_IN_TIMEOUT_MS).wait();
}

/** Puts one item of `productPath` in the signed-in shopper's cart, so /cart shows a cart and a quantity to change. */
export async function fillCart(page: Page, url: string, productPath: string): Promise<void> {
  await page.goto(`${url}${productPath}`, { waitUntil: 'load', timeout: SIGN_IN_TIMEOUT_MS });
  await page.locator('main ::-p-aria([name="Add to Cart"][role="button"])').setTimeout(SIGN_IN_TIMEOUT_MS).click();
  await page.locator('::-p-aria([name="Keep Shopping"][role="button"])').setTimeout(SIGN_IN_TIMEOUT_MS).click();
}

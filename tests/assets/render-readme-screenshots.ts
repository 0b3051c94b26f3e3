import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, request, type Browser, type Page } from '@playwright/test';
import { seedWalkInOrders } from '../../e2e/support/queue-seed';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/ensure-chromium';
import { shopperContext } from './shopper-context';

/**
 * The README's screenshots (README "What it looks like"): home, a product list, a product, a cart
 * and the staff Order Queue (a dozen walk-in orders placed first), each at 390 and 1280 px wide, of a
 * running built and freshly seeded server.
 * Run by hand after a visible change; the JPEGs are committed.
 *
 *   node --import tsx tests/assets/render-readme-screenshots.ts http://localhost:5947
 */

const OUT = path.join(import.meta.dirname, 'readme');
const STORE = 'hudson-valley-ny';
const PASSWORD = 'Apotheca420!';
const SIZES = { 390: { width: 390, height: 844 }, 1280: { width: 1280, height: 800 } } as const;
const SIGN_IN = { timeout: 60_000 };

async function settle(page: Page): Promise<void> {
  // Not 'networkidle': signed-in pages hold a live stream open. Pictures drawn and no skeletons left.
  // No named helpers inside: tsx would wrap them in a name helper the page does not have.
  await page.waitForFunction(
    () =>
      [...document.images].filter((image) => image.getBoundingClientRect().top < innerHeight).every((image) => image.complete) &&
      ![...document.querySelectorAll('[aria-busy="true"]')].some((element) => element.getBoundingClientRect().top < innerHeight),
  );
  // A development build's version badge is no part of what a shopper sees.
  await page.locator('aside[aria-label="App version"]').evaluateAll((badges) => badges.forEach((badge) => badge.remove()));
  await page.evaluate(() => document.fonts.ready);
}

async function shoot(page: Page, name: string, width: number): Promise<void> {
  await settle(page);
  const file = path.join(OUT, `${name}-${width}.jpg`);
  writeFileSync(file, await page.screenshot({ type: 'jpeg', quality: 70 }));
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}

async function signIn(page: Page, origin: string, email: string): Promise<void> {
  await page.goto(`${origin}/login?u=${encodeURIComponent(email)}`);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), SIGN_IN);
}

async function shopperScreens(browser: Browser, origin: string, width: keyof typeof SIZES): Promise<void> {
  const context = await shopperContext(browser, origin, STORE, SIZES[width]);
  const page = await context.newPage();
  // The banner carousel rests on its first slide instead of being caught between two.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`${origin}/`);
  await page.getByRole('main').getByRole('article').first().waitFor();
  await shoot(page, 'home', width);
  await page.goto(`${origin}/products/flower`);
  const first = page.getByRole('main').getByRole('article').first();
  await first.waitFor();
  await shoot(page, 'list', width);
  await first.locator('h3 a').click();
  await page.waitForURL(/\/product\/\d+/);
  await page.getByRole('main').getByRole('article').getByRole('heading', { level: 1 }).waitFor();
  await shoot(page, 'product', width);
  const productUrl = page.url();
  await signIn(page, origin, 'shopper@apotheca.test');
  await page.goto(productUrl);
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();
  const added = page.getByRole('dialog', { name: 'Added to Cart' });
  await added.getByRole('button', { name: 'Keep Shopping' }).click();
  await page.goto(`${origin}/cart`);
  await page.getByRole('button', { name: 'Place Order' }).first().waitFor();
  await shoot(page, 'cart', width);
  await context.close();
}

async function staffScreen(browser: Browser, origin: string, width: keyof typeof SIZES): Promise<void> {
  const context = await shopperContext(browser, origin, STORE, SIZES[width]);
  const page = await context.newPage();
  await signIn(page, origin, `staff.${STORE}@apotheca.test`);
  await page.goto(`${origin}/orders`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await shoot(page, 'staff-queue', width);
  await context.close();
}

async function main(): Promise<void> {
  const [baseURL] = process.argv.slice(2);
  if (!baseURL) throw new Error('usage: render-readme-screenshots.ts <base URL of a running built server>');
  const origin = new URL(baseURL).origin;
  mkdirSync(OUT, { recursive: true });
  // A counter in a morning rush: a dozen walk-in orders in the queue.
  const api = await request.newContext({ baseURL: origin });
  await seedWalkInOrders(api, { email: `staff.${STORE}@apotheca.test`, password: PASSWORD }, 'Hudson Valley', 12);
  await api.dispose();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    for (const width of [390, 1280] as const) {
      await shopperScreens(browser, origin, width);
      await staffScreen(browser, origin, width);
    }
  } finally {
    await browser.close();
  }
}

await main();

import type { Browser, Page } from 'puppeteer-core';
import { log, ms } from './format';
import type { InteractionSamples } from './lighthouse-results';

/**
 * INP-style latency of a shopper's taps on a repeat visit (service worker warm), at 4x CPU (CDP
 * Emulation.setCPUThrottlingRate): add to cart, a filter toggle and a quantity change. The page's own
 * Event Timing entries (PerformanceObserver 'event', durationThreshold 16) give, per tap, the time
 * from the input to the next paint after its handlers ran; a tap none of whose events reached 16 ms
 * counts as 0. A 1024 px wide window, so the list's filter sidebar is on screen (phones open it in a drawer).
 */

const CPU_SLOWDOWN = 4;
const VIEWPORT = { width: 1024, height: 800 };
const STEP_TIMEOUT_MS = 30_000;
/** Taps per interaction: p75 of 8 is the 6th slowest. */
export const TAPS_PER_INTERACTION = 8;
/**
 * Adds to the cart per run: the cart holds one of the product (lighthouse-shopper.ts fillCart), and a
 * state's limit may leave no room past two (Arizona: 1 oz, two of a 14 g flower), so its line is
 * removed first and the adds go 0 → 2; the clean-up puts it back to one.
 */
export const ADDS_PER_RUN = 2;

declare global {
  interface Window {
    __benchInteractions?: number[][];
  }
}

/** Collects the durations of Event Timing entries that belong to an interaction, grouped by interactionId. */
function observeInteractions() {
  const byId = new Map<number, number[]>();
  window.__benchInteractions = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (!entry.interactionId) continue;
      let durations = byId.get(entry.interactionId);
      if (!durations) {
        durations = [];
        byId.set(entry.interactionId, durations);
        window.__benchInteractions?.push(durations);
      }
      durations.push(entry.duration);
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

/** Waits until the tap's effects settled: the network went quiet and two frames were painted. */
async function settle(page: Page) {
  await page.waitForNetworkIdle({ idleTime: 300, timeout: STEP_TIMEOUT_MS }).catch(() => undefined);
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100)))));
}

/** Runs one tap and returns its latency: the longest Event Timing entry of the interactions it caused. */
async function timedTap(page: Page, tap: () => Promise<void>): Promise<number> {
  await page.evaluate(() => {
    window.__benchInteractions = [];
  });
  await tap();
  await settle(page);
  const interactions = await page.evaluate(() => window.__benchInteractions ?? []);
  return Math.max(0, ...interactions.flat());
}

interface Interaction {
  name: string;
  page: string;
  taps: number;
  /** Taps once; `index` lets a toggle alternate (tick, untick) and a stepper go up then down. */
  tap: (page: Page, index: number) => Promise<void>;
  /** Before the taps, on the interaction's page: makes room for them (not measured); the page is loaded again after. */
  prepare?: (page: Page) => Promise<void>;
  /** After a measured tap: puts the page back (closes a popup), not measured. */
  after?: (page: Page) => Promise<void>;
  /** After the taps: puts the cart back as it was, not measured. */
  cleanup?: (page: Page) => Promise<void>;
}

/** The product page's name, as its cart line and stepper name it. */
const productName = (page: Page) => page.locator('main h1').setTimeout(STEP_TIMEOUT_MS).map((heading) => heading.textContent?.trim() ?? '').wait();

const stepperButton = (direction: 'Increase' | 'Decrease') => `main button[aria-label^="${direction} quantity of"]`;

function interactions(url: string, listPage: string | undefined, productPage: string | undefined, cartPage: string | undefined): Interaction[] {
  const found: Interaction[] = [];
  if (cartPage) {
    found.push({
      name: 'quantity change',
      page: cartPage,
      taps: TAPS_PER_INTERACTION,
      // Up then down: the line holds one, so both buttons take turns being enabled.
      tap: (page, index) => page.locator(stepperButton(index % 2 ? 'Decrease' : 'Increase')).setTimeout(STEP_TIMEOUT_MS).click(),
    });
  }
  if (listPage) {
    found.push({
      name: 'filter toggle',
      page: listPage,
      taps: TAPS_PER_INTERACTION,
      // The first checkbox of the filter sidebar, ticked then unticked, by its label as a shopper clicks it.
      tap: (page) => page.locator('aside[aria-label="Filters"] fieldset label').setTimeout(STEP_TIMEOUT_MS).click(),
    });
  }
  if (productPage) {
    found.push({
      name: 'add to cart',
      page: productPage,
      taps: ADDS_PER_RUN,
      tap: (page) => page.locator('main ::-p-aria([name="Add to Cart"][role="button"])').setTimeout(STEP_TIMEOUT_MS).click(),
      after: (page) => page.locator('::-p-aria([name="Keep Shopping"][role="button"])').setTimeout(STEP_TIMEOUT_MS).click(),
      prepare: cartPage
        ? async (page) => {
            const name = await productName(page);
            await page.goto(`${url}${cartPage}`, { waitUntil: 'load', timeout: STEP_TIMEOUT_MS });
            const remove = `main button[aria-label=${JSON.stringify(`Remove ${name}`)}]`;
            await page.locator(remove).setTimeout(STEP_TIMEOUT_MS).click();
            await page.waitForSelector(remove, { hidden: true, timeout: STEP_TIMEOUT_MS });
          }
        : undefined,
      cleanup: cartPage
        ? async (page) => {
            // The product's own line: the cart's first line may be another product, held at one (its Decrease disabled).
            const name = await productName(page);
            await page.goto(`${url}${cartPage}`, { waitUntil: 'load', timeout: STEP_TIMEOUT_MS });
            for (let index = 1; index < ADDS_PER_RUN; index += 1) {
              await page.locator(`main button[aria-label=${JSON.stringify(`Decrease quantity of ${name}`)}]`).setTimeout(STEP_TIMEOUT_MS).click();
              await settle(page);
            }
          }
        : undefined,
    });
  }
  return found;
}

/** Measures each interaction TAPS_PER_INTERACTION times in a new tab of `browser` (cookies and service worker as the flow left them). */
export async function measureInteractions(browser: Browser, url: string, pages: string[]): Promise<InteractionSamples[]> {
  const listPage = pages.find((page) => page.startsWith('/products/'));
  const productPage = pages.find((page) => page.startsWith('/product/'));
  const cartPage = pages.find((page) => page === '/cart');
  const results: InteractionSamples[] = [];
  const page = await browser.newPage();
  try {
    await page.setViewport(VIEWPORT);
    await page.evaluateOnNewDocument(observeInteractions);
    // The taps are measured, not the promotion, which opens after a shopper's first interaction
    // (README "One interruption at a time") and would cover the page between taps: this visit had it.
    await page.evaluateOnNewDocument(() => sessionStorage.setItem('apotheca_promo_this_visit', 'true'));
    // Nor the install card (last of them, fixed at the bottom), answered 'Not now' earlier (install-events.ts):
    // on a phone it sits over the product's Add to Cart bar at the top of the page, where a tap would land on it.
    await page.evaluateOnNewDocument(() => localStorage.setItem('apotheca_install_dismissed_at', String(Date.now())));
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    for (const interaction of interactions(url, listPage, productPage, cartPage)) {
      const samples: InteractionSamples = { name: interaction.name, page: interaction.page, latenciesMs: [] };
      results.push(samples);
      try {
        await page.goto(`${url}${interaction.page}`, { waitUntil: 'load', timeout: STEP_TIMEOUT_MS });
        await settle(page);
        if (interaction.prepare) {
          await interaction.prepare(page);
          await page.goto(`${url}${interaction.page}`, { waitUntil: 'load', timeout: STEP_TIMEOUT_MS });
          await settle(page);
        }
        for (let index = 0; index < interaction.taps; index += 1) {
          samples.latenciesMs.push(await timedTap(page, () => interaction.tap(page, index)));
          await interaction.after?.(page);
        }
        await interaction.cleanup?.(page);
        log(`lighthouse: ${interaction.name} on ${interaction.page} at ${CPU_SLOWDOWN}x CPU: ${samples.latenciesMs.map((value) => ms(value)).join(', ')} ms`);
      } catch (error) {
        samples.error = (error as Error).message.split('\n')[0];
        log(`lighthouse: ${interaction.name} on ${interaction.page} failed: ${samples.error}`);
      }
    }
  } finally {
    await page.close().catch(() => undefined);
  }
  return results;
}

/** The 75th percentile (nearest rank) of the samples, as web-vitals reports INP across page views. */
export function p75(values: number[]): number | undefined {
  if (!values.length) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(sorted.length * 0.75) - 1)];
}

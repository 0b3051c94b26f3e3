import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { generateReport, type Result } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { log } from './format';
import { ensureWebDist, startAppServer, type AppServer } from './lighthouse-app';
import { chromiumVersion, withChromium } from './lighthouse-browser';
import { coldRun } from './lighthouse-cold';
import { repeatFlow, type Cookie } from './lighthouse-flow';
import { waitForQuietMachine } from './lighthouse-noise';
import type { ColdRun, ColdVisitor, LighthouseReport } from './lighthouse-results';
import { BENCH_SHOPPER, fillCart, resolvePages, signIn, SIGNED_IN_PAGES } from './lighthouse-shopper';
import { API_KEY, settings } from './settings';
import { phaseTimer } from './phase-timer';

/**
 * The Lighthouse part of `npm run bench` (README "Performance"): performance of a cold visit to each page
 * (median of BENCH_LIGHTHOUSE_RUNS runs), by a first visitor and by a returning shopper on a new device
 * (cookies only), and a returning shopper's repeat visit with the service worker warm (LCP, TBT,
 * main-thread work, max potential FID, whether any shell request still left the device, and the
 * latency of their taps at 4x CPU). The real build, served by the real server on 127.0.0.1; HTML
 * reports land in .data/lighthouse/.
 */

const SERVER_READY_TIMEOUT_MS = 10 * 60_000; // start.ts may rebuild the app if the sources changed meanwhile
const REPORT_DIR = path.join('.data', 'lighthouse');

/** The cookies the app writes for a shopper who passed the age gate, accepted cookies and chose a store. */
export function returningShopperCookies(storeSlug: string | undefined): Cookie[] {
  return [
    { name: 'apotheca_age_confirmed', value: 'true' }, // age-gate-state.ts
    { name: 'apotheca_consent', value: encodeURIComponent(JSON.stringify({ personalization: true, marketing: true, analytics: true })) }, // src/web/state/consent.ts
    ...(storeSlug ? [{ name: 'apotheca_store', value: storeSlug }, { name: 'apotheca_usage', value: 'recreational' }] : []), // shopping.ts
  ];
}

interface StoreRow {
  store_slug: string;
  is_rec_menu?: boolean;
  is_divested?: boolean;
  coming_soon_url?: string | null;
  temp_closed_rec?: string | null;
  is_rec_coming_soon?: boolean;
}

/** The first store of the main brand with an open recreational menu, from the app's own startup call. */
export async function pickStore(url: string): Promise<string | undefined> {
  if (settings.lighthouseStore) return settings.lighthouseStore;
  const response = await fetch(`${url}/api/p/ordering_apps/op/store-inventory-breakdown`, { headers: { 'x-api-key': API_KEY }, signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`store-inventory-breakdown answered ${response.status}`);
  const body = (await response.json()) as { data?: { is_main_brand?: boolean; stores?: StoreRow[] }[] };
  const brand = body.data?.find((item) => item.is_main_brand) ?? body.data?.[0];
  const stores = brand?.stores ?? [];
  const open = stores.find((store) => store.is_rec_menu && !store.is_divested && !store.coming_soon_url && !store.temp_closed_rec && !store.is_rec_coming_soon);
  return (open ?? stores[0])?.store_slug;
}

const fileSafe = (page: string) => page.replace(/^\/$/, 'home').replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-');

/** The run whose score is the median (lower middle for an even count) of a page's scored runs. */
function medianRun<T extends ColdRun>(runs: T[]): T | undefined {
  const scored = runs.filter((run) => run.score !== undefined).sort((a, b) => (a.score ?? 0) - (b.score ?? 0));
  return scored[Math.floor((scored.length - 1) / 2)];
}

export async function benchLighthouse(): Promise<LighthouseReport> {
  const { phases, timed } = phaseTimer();
  const require = createRequire(import.meta.url);
  const report: LighthouseReport = {
    lighthouseVersion: (require('lighthouse/package.json') as { version: string }).version,
    chromiumVersion: chromiumVersion(),
    url: '',
    dist: { dir: '', built: 'existing' },
    serverStartSeconds: 0,
    returningShopper: { cookies: [], signedInPages: [] },
    pages: settings.lighthousePages,
    runs: settings.lighthouseRuns,
    cold: [],
    repeat: [],
    htmlReports: [],
    phases,
    errors: [],
  };
  const perRunMs = settings.lighthouseTimeoutSeconds * 1000;

  try {
    report.dist = await timed('lighthouse: web build in the temp dir (if needed)', () => ensureWebDist(settings.build));
  } catch (error) {
    report.errors.push(`build: ${(error as Error).message}`);
    return report;
  }
  let server: AppServer;
  try {
    server = await timed('lighthouse: start the app server (migrate, seed PGlite)', () => startAppServer(SERVER_READY_TIMEOUT_MS));
  } catch (error) {
    report.errors.push(`app server: ${(error as Error).message}`);
    return report;
  }
  report.url = server.url;
  report.serverStartSeconds = server.startSeconds;
  mkdirSync(REPORT_DIR, { recursive: true });

  try {
    let storeSlug: string | undefined;
    try {
      storeSlug = await pickStore(server.url);
      report.pages = await resolvePages(server.url, report.pages, storeSlug);
    } catch (error) {
      report.errors.push(`choosing the returning shopper's store and product: ${(error as Error).message}`);
      report.pages = report.pages.filter((page) => !page.includes('{'));
    }
    const cookies = returningShopperCookies(storeSlug);
    const signedInPages = report.pages.filter((page) => SIGNED_IN_PAGES.has(page));
    report.returningShopper = { store: storeSlug, cookies: cookies.map((cookie) => cookie.name), signedInAs: signedInPages.length ? BENCH_SHOPPER.email : undefined, signedInPages };
    const productPage = report.pages.find((page) => page.startsWith('/product/'));
    if (signedInPages.length && productPage) {
      // An empty cart is not the page a shopper opens /cart for: one item goes in first (a server-side cart).
      await timed('lighthouse: one item in the shopper\'s cart', () =>
        withChromium(perRunMs, 'filling the cart', async (chrome) => {
          const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
          try {
            const tab = await browser.newPage();
            await browser.setCookie(...cookies.map((cookie) => ({ ...cookie, domain: '127.0.0.1', path: '/' })));
            await signIn(tab, server.url);
            await fillCart(tab, server.url, productPage);
          } finally {
            await browser.disconnect().catch(() => undefined);
          }
        }).catch((error: Error) => report.errors.push(`filling the cart: ${error.message.split('\n')[0]}`)),
      );
    }

    const visitors: ColdVisitor[] = ['first', 'returning'];
    await timed(`lighthouse: cold runs (${report.pages.length} pages × ${visitors.length} visitors × ${report.runs})`, async () => {
      const lhrs = new Map<ColdRun, Result>();
      // Pages and visitors alternate within each round, so a noisy minute on the machine does not hit one page only.
      for (let run = 1; run <= report.runs; run += 1) {
        for (const page of report.pages) {
          for (const visitor of visitors) {
            await waitForQuietMachine();
            const result = await coldRun(server.url, page, visitor, visitor === 'returning' ? cookies : [], run, perRunMs);
            report.cold.push(result.run);
            if (result.lhr) lhrs.set(result.run, result.lhr);
          }
        }
      }
      for (const page of report.pages) {
        for (const visitor of visitors) {
          const median = medianRun(report.cold.filter((run) => run.page === page && run.visitor === visitor));
          const lhr = median && lhrs.get(median);
          if (!lhr) continue;
          const file = path.join(REPORT_DIR, `cold-${visitor}-${fileSafe(page)}.html`);
          writeFileSync(file, generateReport(lhr, 'html'));
          report.htmlReports.push(file);
        }
      }
    });

    await timed(`lighthouse: repeat-visit flows (${report.runs})`, async () => {
      for (let run = 1; run <= report.runs; run += 1) {
        await waitForQuietMachine();
        const result = await repeatFlow(server, report.pages, cookies, run, perRunMs * (report.pages.length + 1));
        report.repeat.push(result.run);
        if (result.flowResult && !report.htmlReports.some((file) => file.includes('repeat-visit'))) {
          const file = path.join(REPORT_DIR, 'repeat-visit-flow.html');
          writeFileSync(file, generateReport(result.flowResult, 'html'));
          report.htmlReports.push(file);
        }
      }
    });
  } finally {
    await timed('lighthouse: stop the app server', () => server.stop());
  }
  for (const run of report.cold) if (run.error) report.errors.push(`cold ${run.visitor} ${run.page} run ${run.run}: ${run.error}`);
  for (const run of report.repeat) if (run.error) report.errors.push(`repeat-visit flow run ${run.run}: ${run.error}`);
  log(`lighthouse: HTML reports in ${REPORT_DIR}/`);
  return report;
}

/** True when Lighthouse produced at least one figure (a run that could not measure anything fails the bench). */
export function lighthouseRan(report: LighthouseReport | undefined): boolean {
  return Boolean(report && (report.cold.some((run) => run.score !== undefined) || report.repeat.some((run) => run.visits.some((visit) => visit.lcpMs !== undefined))));
}

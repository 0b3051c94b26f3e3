import lighthouse, { type Config, type Result } from 'lighthouse';
import { performance } from 'node:perf_hooks';
import puppeteer from 'puppeteer-core';
import { log, ms } from './format';
import { findingsOf, metricsOf } from './lighthouse-audits';
import { withChromium } from './lighthouse-browser';
import type { Cookie } from './lighthouse-flow';
import { otherCpuWindow } from './lighthouse-noise';
import type { ColdRun, ColdVisitor } from './lighthouse-results';
import { signIn, SIGNED_IN_PAGES } from './lighthouse-shopper';
import { recordedLcpElement, recordLcpElement } from './lcp-recorder';

/**
 * A cold visit as Lighthouse's defaults measure it: mobile emulation, simulated throttling (slow 4G,
 * 4x CPU), a fresh chromium profile per run, cache and service worker empty. Two visitors:
 * - first: storage cleared, no cookies; a first visitor sees the age gate and the cookie banner, and
 *   has no store chosen yet. Measured as-is.
 * - returning: a returning shopper on a new device: only the cookies the app wrote (age confirmed,
 *   consent, store; signed in for /cart). Lighthouse's storage reset leaves cookies alone; it is widened
 *   to IndexedDB and local storage here, so signing in leaves nothing but the session cookies behind.
 */

/** What a new device holds apart from its cookies: nothing (Lighthouse's default list keeps IndexedDB and local storage). */
const NEW_DEVICE_STORAGE: NonNullable<NonNullable<Config['settings']>['clearStorageTypes']> = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'indexeddb', 'local_storage', 'websql'];

export async function coldRun(url: string, page: string, visitor: ColdVisitor, cookies: Cookie[], run: number, timeoutMs: number): Promise<{ run: ColdRun; lhr?: Result }> {
  const started = performance.now();
  const label = `cold ${visitor === 'returning' ? 'returning ' : ''}${page} run ${run}`;
  try {
    return await withChromium(timeoutMs, `Lighthouse ${label}`, async (chrome) => {
      const browser = visitor === 'returning' ? await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null }) : undefined;
      try {
        const tab = browser ? await browser.newPage() : undefined;
        if (browser && tab) {
          await browser.setCookie(...cookies.map((cookie) => ({ ...cookie, domain: '127.0.0.1', path: '/' })));
          if (SIGNED_IN_PAGES.has(page)) await signIn(tab, url);
          await tab.goto('about:blank');
          await recordLcpElement(tab);
        }
        const otherCpu = otherCpuWindow();
        const result = await lighthouse(
          `${url}${page}`,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
          tab ? { extends: 'lighthouse:default', settings: { onlyCategories: ['performance'], clearStorageTypes: NEW_DEVICE_STORAGE } } : undefined,
          tab,
        );
        const otherCpuPercent = otherCpu();
        if (!result) throw new Error('Lighthouse returned no result');
        const { lhr } = result;
        const metrics = metricsOf(lhr);
        if (!metrics.lcpElement && tab) metrics.lcpElement = await recordedLcpElement(tab);
        const seconds = (performance.now() - started) / 1000;
        log(`lighthouse: ${label}: score ${metrics.score ?? '–'}, LCP ${ms(metrics.lcpMs)} ms (${metrics.lcpElement ?? '–'}), TBT ${ms(metrics.tbtMs)} ms (${seconds.toFixed(0)} s, other CPU ${otherCpuPercent.toFixed(0)} %)`);
        return { run: { page, visitor, run, seconds, otherCpuPercent, ...metrics, findings: findingsOf(lhr) }, lhr };
      } finally {
        await browser?.disconnect().catch(() => undefined);
      }
    });
  } catch (error) {
    const message = (error as Error).message.split('\n')[0] ?? String(error);
    log(`lighthouse: ${label} failed: ${message}`);
    return { run: { page, visitor, run, seconds: (performance.now() - started) / 1000, otherCpuPercent: 0, runWarnings: [], mainThreadTop: [], bootupTop: [], findings: [], error: message } };
  }
}

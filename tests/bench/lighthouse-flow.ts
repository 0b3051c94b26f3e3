import { startFlow, type FlowResult } from 'lighthouse';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import puppeteer, { type HTTPResponse } from 'puppeteer-core';
import { isSnapshotPage } from '../../sw/page-snapshot-rules';
import { log, ms } from './format';
import type { AppServer } from './lighthouse-app';
import { findingsOf, metricsOf } from './lighthouse-audits';
import { withChromium } from './lighthouse-browser';
import { measureInteractions } from './lighthouse-interactions';
import { otherCpuWindow } from './lighthouse-noise';
import type { RepeatFlowRun, RepeatVisit, SeenRequest } from './lighthouse-results';
import { signIn, SIGNED_IN_PAGES } from './lighthouse-shopper';

/**
 * A returning shopper's repeat visit with the service worker warm, as a Lighthouse user flow in one
 * fresh chromium: the first visits (every measured page, plain puppeteer) install the service worker,
 * precache the shell and fill the runtime caches; then each page is navigated again with
 * disableStorageReset and devtools throttling (simulated throttling cannot model a service worker),
 * while the page's responses and the server's request log show what still went to the network.
 * When a page needs the shopper signed in (/cart), they sign in first. Then, with the service worker
 * still warm, the shopper's taps are timed at 4x CPU (lighthouse-interactions.ts).
 */

export interface Cookie {
  name: string;
  value: string;
}

const SETTLE_TIMEOUT_MS = 60_000;
const SHELL_FILE = /\.(m?js|css)$/;

/** Document, JS and CSS of the app itself: what "the shell" means here. /sw.js is the browser's update check, not shell. */
function isShell(pathname: string, type: string): boolean {
  if (pathname === '/sw.js') return false;
  return type === 'document' || SHELL_FILE.test(pathname);
}

/** A request line the server logged ("GET /path?query") that fetched shell: a navigation or a JS/CSS file. */
function isShellRequestLine(line: string): boolean {
  const pathname = (line.split(' ')[1] ?? '').split('?')[0] ?? '';
  if (pathname === '/sw.js' || pathname.startsWith('/api/') || pathname.startsWith('/dev/')) return false;
  return SHELL_FILE.test(pathname) || !/\.[a-z0-9]+$/i.test(pathname);
}

export async function repeatFlow(
  server: AppServer,
  pages: string[],
  cookies: Cookie[],
  run: number,
  timeoutMs: number,
): Promise<{ run: RepeatFlowRun; flowResult?: FlowResult }> {
  const started = performance.now();
  try {
    return await withChromium(timeoutMs, `repeat-visit flow run ${run}`, async (chrome) => {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
      try {
        const page = await browser.newPage();
        await browser.setCookie(...cookies.map((cookie) => ({ ...cookie, domain: '127.0.0.1', path: '/' })));
        if (pages.some((path) => SIGNED_IN_PAGES.has(path))) await signIn(page, server.url);

        // First visits: the service worker installs (precache) and takes control; runtime caches fill.
        for (const [index, path] of pages.entries()) {
          await page.goto(`${server.url}${path}`, { waitUntil: 'load', timeout: SETTLE_TIMEOUT_MS });
          if (index === 0) {
            await page.waitForFunction(() => navigator.serviceWorker?.controller != null, { timeout: SETTLE_TIMEOUT_MS, polling: 200 });
          }
          await page.waitForNetworkIdle({ idleTime: 500, timeout: SETTLE_TIMEOUT_MS }).catch(() => undefined);
          // A returning shopper spent a moment on the page: the app has kept its snapshot
          // (sw/page-snapshot-rules.ts), which the service worker shows on the next visit. Private pages have none.
          if (!isSnapshotPage(path)) continue;
          await page
            .waitForFunction(
              async (key: string) => (await globalThis.caches.open('apotheca-page-snapshots-v1')).match(new URL(key, location.origin).href).then(Boolean),
              { timeout: SETTLE_TIMEOUT_MS, polling: 250 },
              `/__page-snapshot${path}`,
            )
            .catch(() => undefined);
        }
        const caches = await page.evaluate(async () => {
          const counts: Record<string, number> = {};
          for (const name of await globalThis.caches.keys()) counts[name] = (await (await globalThis.caches.open(name)).keys()).length;
          return counts;
        });

        const flow = await startFlow(page, {
          config: { extends: 'lighthouse:default', settings: { onlyCategories: ['performance'] } },
          flags: { logLevel: 'error' },
        });
        const visits: Omit<RepeatVisit, keyof ReturnType<typeof metricsOf> | 'findings'>[] = [];
        for (const path of pages) {
          const seen: SeenRequest[] = [];
          const onResponse = (response: HTTPResponse) => {
            if (!response.url().startsWith(server.url)) return;
            seen.push({ url: response.url().slice(server.url.length), type: response.request().resourceType(), status: response.status(), fromServiceWorker: response.fromServiceWorker() });
          };
          page.on('response', onResponse);
          const mark = server.requests.length;
          const otherCpu = otherCpuWindow();
          await flow.navigate(`${server.url}${path}`, { name: `Repeat visit ${path}`, disableStorageReset: true, throttlingMethod: 'devtools' });
          const otherCpuPercent = otherCpu();
          page.off('response', onResponse);
          await sleep(300); // the server's log lines arrive through a pipe
          const serverLines = server.requests.slice(mark);
          const shell = seen.filter((item) => isShell(item.url.split('?')[0] ?? '', item.type));
          visits.push({
            page: path,
            run,
            shellFromNetwork: shell.filter((item) => !item.fromServiceWorker),
            shellFromServiceWorker: shell.filter((item) => item.fromServiceWorker).length,
            serverShellRequests: serverLines.filter(isShellRequestLine),
            serverSaw: serverLines.filter((line) => !isShellRequestLine(line)),
            otherCpuPercent,
          });
        }
        const flowResult = await flow.createFlowResult();
        const measured: RepeatVisit[] = visits.map((visit, index) => {
          const lhr = flowResult.steps[index]?.lhr;
          return lhr ? { ...visit, ...metricsOf(lhr), findings: findingsOf(lhr) } : { ...visit, runWarnings: ['no Lighthouse result for this step'], mainThreadTop: [], bootupTop: [], findings: [] };
        });
        for (const visit of measured) {
          log(`lighthouse: repeat ${visit.page} run ${run}: LCP ${ms(visit.lcpMs)} ms, TBT ${ms(visit.tbtMs)} ms, main thread ${ms(visit.mainThreadMs)} ms, max FID ${ms(visit.maxFidMs)} ms, shell from network ${visit.shellFromNetwork.length} (server saw ${visit.serverShellRequests.length})`);
        }
        const interactions = await measureInteractions(browser, server.url, pages);
        const seconds = (performance.now() - started) / 1000;
        return { run: { run, seconds, caches, visits: measured, interactions }, flowResult };
      } finally {
        await browser.disconnect().catch(() => undefined);
      }
    });
  } catch (error) {
    const message = (error as Error).message.split('\n')[0] ?? String(error);
    log(`lighthouse: repeat-visit flow run ${run} failed: ${message}`);
    return { run: { run, seconds: (performance.now() - started) / 1000, caches: {}, visits: [], interactions: [], error: message } };
  }
}

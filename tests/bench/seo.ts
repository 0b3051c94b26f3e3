import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import lighthouse, { generateReport, type Result } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { log } from './format';
import { pickStore, returningShopperCookies } from './lighthouse';
import { ensureWebDist, startAppServer, type AppServer } from './lighthouse-app';
import { chromiumVersion, withChromium } from './lighthouse-browser';
import type { Cookie } from './lighthouse-flow';
import { pageAddresses } from './page-addresses';
import type { Visitor } from './pages';
import { settings } from './settings';
import { phaseTimer } from './phase-timer';

/**
 * The SEO part of `npm run bench` (issue 22: "Lighthouse SEO 100 on /, a product, a store and an article
 * page"): Lighthouse's SEO category (mobile) on the production build served by `npm start` on 127.0.0.1
 * (the Lighthouse part's app server and chromium), once as a crawler (no cookie: the first-visit page
 * with the age gate) and once as a returning shopper (age, consent and store cookies: the app itself).
 * The SEO audits do not depend on timing, so one run per page and visitor. HTML reports land in
 * .data/lighthouse/seo-*.html.
 */

const SERVER_READY_TIMEOUT_MS = 10 * 60_000;
const REPORT_DIR = path.join('.data', 'lighthouse');
export const SEO_TARGET = 100;

export interface SeoFinding {
  id: string;
  title: string;
  explanation?: string;
  /** The first rows of the audit's table (link, text, element, robots.txt line). */
  items: string[];
}

export interface SeoRun {
  label: string;
  page: string;
  visitor: Visitor;
  score?: number;
  /** Weighted audits of the category that did not pass. */
  failing: SeoFinding[];
  /** Audits Lighthouse leaves to a person (structured data) or found nothing to check. */
  manual: string[];
  notApplicable: string[];
  seconds: number;
  error?: string;
}

export interface SeoReport {
  lighthouseVersion: string;
  chromiumVersion?: string;
  url: string;
  store?: string;
  pages: { label: string; page: string }[];
  runs: SeoRun[];
  htmlReports: string[];
  phases: [string, number][];
  errors: string[];
}

type Row = Record<string, unknown>;

/** One table row as short text: a link's address and text, an element, a robots.txt line and its message. */
function describeRow(row: Row): string {
  const node = row.node as { snippet?: string; nodeLabel?: string } | undefined;
  const source = row.source as { snippet?: string; url?: string } | string | undefined;
  const parts = [row.href, row.text, row.index !== undefined ? `line ${String(row.index)}` : undefined, row.line, row.message, node?.snippet, typeof source === 'object' ? (source?.snippet ?? source?.url) : source];
  return parts
    .filter((part) => (typeof part === 'string' && part) || typeof part === 'number')
    .map(String)
    .join(' · ')
    .replace(/https?:\/\/127\.0\.0\.1:\d+/g, '')
    .slice(0, 200);
}

function seoOf(lhr: Result): Pick<SeoRun, 'score' | 'failing' | 'manual' | 'notApplicable'> {
  const category = lhr.categories.seo;
  const refs = category?.auditRefs ?? [];
  const audits = refs.map((ref) => ({ ref, audit: lhr.audits[ref.id] })).filter((entry) => entry.audit);
  const failing = audits
    .filter(({ ref, audit }) => ref.weight > 0 && typeof audit!.score === 'number' && audit!.score < 1)
    .map(({ audit }) => {
      const details = audit!.details as { items?: Row[] } | undefined;
      return { id: audit!.id, title: audit!.title, explanation: audit!.explanation, items: (details?.items ?? []).slice(0, 5).map(describeRow) };
    });
  return {
    score: typeof category?.score === 'number' ? Math.round(category.score * 100) : undefined,
    failing,
    manual: audits.filter(({ audit }) => audit!.scoreDisplayMode === 'manual').map(({ audit }) => audit!.id),
    notApplicable: audits.filter(({ audit }) => audit!.scoreDisplayMode === 'notApplicable').map(({ audit }) => audit!.id),
  };
}

/**
 * One Lighthouse navigation with only the SEO category, in a fresh chromium. The cookies are set in the
 * browser (not sent as a header), so the app reads them as it would on a returning shopper's phone;
 * storage is not reset, since the profile is new anyway and a reset would drop them.
 */
async function seoRun(url: string, label: string, page: string, visitor: Visitor, cookies: Cookie[], timeoutMs: number): Promise<{ run: SeoRun; lhr?: Result }> {
  const started = performance.now();
  try {
    return await withChromium(timeoutMs, `Lighthouse SEO ${page} (${visitor})`, async (chrome) => {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
      try {
        const tab = await browser.newPage();
        if (cookies.length) await browser.setCookie(...cookies.map((cookie) => ({ ...cookie, domain: '127.0.0.1', path: '/' })));
        const result = await lighthouse(`${url}${page}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['seo'], disableStorageReset: true }, undefined, tab);
        if (!result) throw new Error('Lighthouse returned no result');
        const { lhr } = result;
        if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
        const seconds = (performance.now() - started) / 1000;
        const run: SeoRun = { label, page, visitor, seconds, ...seoOf(lhr) };
        log(`seo: ${page} (${visitor}): ${run.score ?? '–'}${run.failing.length ? `, failing ${run.failing.map((finding) => finding.id).join(', ')}` : ''} (${seconds.toFixed(0)} s)`);
        return { run, lhr };
      } finally {
        await browser.disconnect().catch(() => undefined);
      }
    });
  } catch (error) {
    const message = (error as Error).message.split('\n')[0] ?? String(error);
    log(`seo: ${page} (${visitor}) failed: ${message}`);
    return { run: { label, page, visitor, failing: [], manual: [], notApplicable: [], seconds: (performance.now() - started) / 1000, error: message } };
  }
}

const fileSafe = (label: string, visitor: Visitor) => `seo-${label}-${visitor.replace(/\s+/g, '-')}.html`;

export async function benchSeo(): Promise<SeoReport> {
  const { phases, timed } = phaseTimer();
  const require = createRequire(import.meta.url);
  const report: SeoReport = {
    lighthouseVersion: (require('lighthouse/package.json') as { version: string }).version,
    chromiumVersion: chromiumVersion(),
    url: '',
    pages: [],
    runs: [],
    htmlReports: [],
    phases,
    errors: [],
  };
  try {
    await timed('seo: web build in the temp dir (if needed)', () => ensureWebDist(settings.build));
  } catch (error) {
    report.errors.push(`build: ${(error as Error).message}`);
    return report;
  }
  let server: AppServer;
  try {
    server = await timed('seo: start the app server (migrate, seed PGlite)', () => startAppServer(SERVER_READY_TIMEOUT_MS));
  } catch (error) {
    report.errors.push(`app server: ${(error as Error).message}`);
    return report;
  }
  report.url = server.url;
  mkdirSync(REPORT_DIR, { recursive: true });
  try {
    const store = await pickStore(server.url);
    if (!store) throw new Error('no store of the main brand to measure');
    report.store = store;
    const addresses = await pageAddresses(server.url, store);
    const product = addresses.products[0];
    const article = addresses.articles[0];
    report.pages = [
      { label: 'home', page: '/' },
      ...(product ? [{ label: 'product', page: product }] : []),
      { label: 'store', page: `/store/${encodeURIComponent(store)}` },
      ...(article ? [{ label: 'article', page: article }] : []),
    ];
    if (!product) report.errors.push(`no product in the sitemap of ${store}`);
    if (!article) report.errors.push('no Learn article in the pages sitemap');
    const timeoutMs = settings.lighthouseTimeoutSeconds * 1000;
    await timed(`seo: Lighthouse SEO (${report.pages.length} pages × crawler and returning shopper)`, async () => {
      for (const { label, page } of report.pages) {
        for (const visitor of ['crawler', 'returning shopper'] as const) {
          const cookies = visitor === 'crawler' ? [] : returningShopperCookies(store);
          const result = await seoRun(server.url, label, page, visitor, cookies, timeoutMs);
          report.runs.push(result.run);
          if (result.lhr) {
            const file = path.join(REPORT_DIR, fileSafe(label, visitor));
            writeFileSync(file, generateReport(result.lhr, 'html'));
            report.htmlReports.push(file);
          }
        }
      }
    });
  } catch (error) {
    report.errors.push((error as Error).message);
  } finally {
    await timed('seo: stop the app server', () => server.stop());
  }
  for (const run of report.runs) if (run.error) report.errors.push(`${run.page} (${run.visitor}): ${run.error}`);
  return report;
}

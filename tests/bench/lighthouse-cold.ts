import lighthouse, { type Result } from 'lighthouse';
import { performance } from 'node:perf_hooks';
import { log, ms } from './format';
import { findingsOf, metricsOf } from './lighthouse-audits';
import { withChromium } from './lighthouse-browser';
import { otherCpuWindow } from './lighthouse-noise';
import type { ColdRun } from './lighthouse-results';

/**
 * A cold first visit as Lighthouse's defaults measure it: mobile emulation, simulated throttling
 * (slow 4G, 4x CPU), a fresh chromium profile per run, storage cleared. Measured as-is: a first
 * visitor sees the age gate and the cookie banner, and has no store chosen yet.
 */
export async function coldRun(url: string, page: string, run: number, timeoutMs: number): Promise<{ run: ColdRun; lhr?: Result }> {
  const started = performance.now();
  try {
    return await withChromium(timeoutMs, `Lighthouse ${page} run ${run}`, async (chrome) => {
      const otherCpu = otherCpuWindow();
      const result = await lighthouse(
        `${url}${page}`,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      );
      const otherCpuPercent = otherCpu();
      if (!result) throw new Error('Lighthouse returned no result');
      const { lhr } = result;
      const metrics = metricsOf(lhr);
      const seconds = (performance.now() - started) / 1000;
      log(`lighthouse: cold ${page} run ${run}: score ${metrics.score ?? '–'}, LCP ${ms(metrics.lcpMs)} ms, TBT ${ms(metrics.tbtMs)} ms (${seconds.toFixed(0)} s, other CPU ${otherCpuPercent.toFixed(0)} %)`);
      return { run: { page, run, seconds, otherCpuPercent, ...metrics, findings: findingsOf(lhr) }, lhr };
    });
  } catch (error) {
    const message = (error as Error).message.split('\n')[0] ?? String(error);
    log(`lighthouse: cold ${page} run ${run} failed: ${message}`);
    return { run: { page, run, seconds: (performance.now() - started) / 1000, otherCpuPercent: 0, runWarnings: [], findings: [], error: message } };
  }
}

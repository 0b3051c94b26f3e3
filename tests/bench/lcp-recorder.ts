import type { Page } from 'puppeteer-core';

/**
 * The largest paint's element as the page saw it when it painted. Lighthouse names it from the page
 * at the end of its run, so an element gone by then (the server's copy of the page, which the app
 * replaces with its own render of the same content) is left unnamed.
 */
interface RecordedLcp {
  label: string;
  /** Whether it was in the server's copy, shown before the app (src/api/shell-document.ts SNAPSHOT_ELEMENT_ID). */
  serverCopy: boolean;
}

/** Installs the recorder on `tab` for its next navigations (before Lighthouse loads the page). */
export async function recordLcpElement(tab: Page): Promise<void> {
  await tab.evaluateOnNewDocument(() => {
    new PerformanceObserver((list) => {
      const entry = list.getEntries().at(-1) as (PerformanceEntry & { element?: Element | null }) | undefined;
      const element = entry?.element;
      if (!element) return;
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 80);
      const label = `${text || element.getAttribute('alt') || element.getAttribute('src') || ''} (${element.tagName.toLowerCase()})`;
      (window as unknown as { apothecaLcp: RecordedLcp }).apothecaLcp = { label, serverCopy: element.closest('#apotheca-snapshot') !== null };
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/** The element recorded on the page `tab` shows now, described for the report; undefined when none was. */
export async function recordedLcpElement(tab: Page): Promise<string | undefined> {
  const recorded = await tab.evaluate(() => (window as unknown as { apothecaLcp?: RecordedLcp }).apothecaLcp).catch(() => undefined);
  if (!recorded) return undefined;
  return recorded.serverCopy ? `${recorded.label}, in the server's copy of the page` : recorded.label;
}

import { useLayoutEffect } from 'react';
import { AGE_CONFIRMED_BEFORE_START, AGE_CONFIRMED_EVENT, LIVE_ATTRIBUTE, SERVER_PAGE_ATTRIBUTE, SNAPSHOT_ELEMENT_ID } from '@/api/shell-document';
import { revealApp, revealFirstVisitPageWhenReady } from '../pwa/page-snapshot';
import { confirmAge } from './age-gate-state';

/**
 * The first visitor's working copy of the age gate, shown by the server until the app takes over
 * (src/server/http/first-visit-page.ts, src/api/shell-document.ts firstVisitGateScript), or null.
 */
export function firstVisitCopy(): HTMLElement | null {
  // Rendered at build time too (src/web/prerender), where there is no document.
  if (typeof document === 'undefined') return null;
  const shown = document.getElementById(SNAPSHOT_ELEMENT_ID);
  return shown?.hasAttribute(LIVE_ATTRIBUTE) ? shown : null;
}

/** Whether the visitor has ticked the 21+ box on the copy. */
export function tickedOnFirstVisitCopy(): boolean {
  return firstVisitCopy()?.querySelector<HTMLInputElement>('input[type="checkbox"]')?.checked ?? false;
}

/**
 * At start: confirms an 'Enter Site' pressed on the copy before the app started, and one pressed on
 * it while the app starts but has not shown its own gate yet, as the app's own gate would.
 */
export function adoptFirstVisitGate(): void {
  if ((window as unknown as Record<string, unknown>)[AGE_CONFIRMED_BEFORE_START] === true) confirmAge();
  window.addEventListener(AGE_CONFIRMED_EVENT, confirmAge);
}

/**
 * The app takes over from the copy: its gate goes at once; the page rendered by the server behind it
 * (src/server/http/crawl/server-rendered-pages.ts) stays until the app has the same page ready, as a
 * page kept on the device does, so nothing flashes; unblurred when the app shows no gate. Without
 * such a page the app shows at once.
 */
export function leaveFirstVisitCopy({ gated }: { gated: boolean }): void {
  const copy = firstVisitCopy();
  const page = copy?.querySelector(`[${SERVER_PAGE_ATTRIBUTE}]`);
  if (!copy || !page) return revealApp();
  for (const part of Array.from(copy.children)) if (part !== page) part.remove();
  if (!gated) page.querySelector('[data-gated]')?.removeAttribute('data-gated');
  revealFirstVisitPageWhenReady();
}

/** The copy goes once the app shows a page without the gate (a passed gate, a simple page, the kiosk). */
export function useFirstVisitCopyGoesUngated(gated: boolean): void {
  useLayoutEffect(() => {
    if (!gated && firstVisitCopy()) leaveFirstVisitCopy({ gated: false });
  }, [gated]);
}

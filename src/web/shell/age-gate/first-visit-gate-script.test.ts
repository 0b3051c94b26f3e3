import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AGE_CONFIRMED_BEFORE_START, AGE_CONFIRMED_EVENT, firstVisitGateScript, showBeforeApp } from '@/api/shell-document';
import { renderFirstVisitGates } from '@/web/prerender/first-visit-gate';

// README "A first visit shows the age gate with the document, and it works before the app", part 1 §2:
// the server's copy of the age gate works before the app has started.
const ENTRY = '/assets/index-x.js';
const shell = `<html><head><script type="module" crossorigin src="${ENTRY}"></script></head><body><div id="root"></div></body></html>`;

/** A page rendered on the server, as first-visit-page.ts puts it behind the gate (its column blurred). */
const SERVER_PAGE = '<div data-server-page inert><div data-gated><main><h1>Blue Dream</h1></main></div></div>';

async function openFirstVisitPage({ coversScreen, serverPage = '' }: { coversScreen: boolean; serverPage?: string }) {
  const page = showBeforeApp(shell, { html: serverPage + (await renderFirstVisitGates()).nameOnly, rootStyle: '', live: { start: firstVisitGateScript } });
  const parsed = new DOMParser().parseFromString(page, 'text/html');
  document.head.innerHTML = parsed.head.innerHTML;
  document.body.innerHTML = parsed.body.innerHTML;
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({ width: coversScreen ? window.innerWidth : 520 } as DOMRect);
  // Scripts set through innerHTML do not run: run the page's own inline script as the browser would.
  new Function(document.querySelector('body script:not([src])')!.textContent!)();
  const gate = () => document.querySelector('#apotheca-snapshot [role="alertdialog"]');
  const box = () => gate()!.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
  const enter = () => [...gate()!.querySelectorAll('button')].find((button) => button.textContent === 'Enter Site')!;
  const appStarted = () => [...document.head.querySelectorAll('script')].some((script) => script.getAttribute('src') === ENTRY);
  return { gate, box, enter, appStarted };
}

describe("the first visitor's gate before the app has started", () => {
  const listeners: [string, EventListener][] = [];
  beforeEach(() => {
    const add = window.addEventListener.bind(window);
    vi.spyOn(window, 'addEventListener').mockImplementation((type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) => {
      listeners.push([type, listener as EventListener]);
      add(type, listener, options);
    });
  });
  afterEach(() => {
    for (const [type, listener] of listeners.splice(0)) window.removeEventListener(type, listener, { capture: true });
    vi.restoreAllMocks();
    delete (window as unknown as Record<string, unknown>)[AGE_CONFIRMED_BEFORE_START];
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('is the live gate, not an inert picture: Enter Site waits for the box, and the app is only fetched', async () => {
    const { gate, box, enter, appStarted } = await openFirstVisitPage({ coversScreen: true });
    expect(gate()!.closest('[inert], [aria-hidden="true"]')).toBeNull();
    expect(document.head.querySelector(`link[rel="modulepreload"][href="${ENTRY}"]`)).not.toBeNull();
    expect(enter().disabled).toBe(true);
    box().click();
    expect(enter().disabled).toBe(false);
    box().click();
    expect(enter().disabled).toBe(true);
    expect(appStarted()).toBe(false);
  });

  it("starts the app at the visitor's first touch or key", async () => {
    const { appStarted } = await openFirstVisitPage({ coversScreen: true });
    window.dispatchEvent(new Event('pointerdown'));
    expect(appStarted()).toBe(true);
  });

  it('Enter Site shows the app and leaves the confirmation for it to take over', async () => {
    const { gate, box, enter, appStarted } = await openFirstVisitPage({ coversScreen: true });
    const told = vi.fn();
    window.addEventListener(AGE_CONFIRMED_EVENT, told);
    box().click();
    enter().click();
    window.removeEventListener(AGE_CONFIRMED_EVENT, told);
    expect(told).toHaveBeenCalledOnce();
    expect(gate()).toBeNull();
    expect(document.getElementById('apotheca-snapshot-style')).toBeNull();
    expect((window as unknown as Record<string, unknown>)[AGE_CONFIRMED_BEFORE_START]).toBe(true);
    expect(appStarted()).toBe(true);
  });

  it('Enter Site over a page the server rendered leaves that page in view, unblurred, until the app has it ready (issue 22)', async () => {
    const { gate, box, enter, appStarted } = await openFirstVisitPage({ coversScreen: true, serverPage: SERVER_PAGE });
    box().click();
    enter().click();
    expect(gate()).toBeNull();
    const page = document.querySelector('#apotheca-snapshot [data-server-page]');
    expect(page?.querySelector('h1')?.textContent).toBe('Blue Dream');
    expect(page?.querySelector('[data-gated]')).toBeNull();
    // The app stays hidden until it shows the same page (first-visit-copy.ts takes over from here).
    expect(document.getElementById('apotheca-snapshot-style')).not.toBeNull();
    expect(appStarted()).toBe(true);
  });

  it("gives way to the shell when the app's code cannot be fetched, so the shell can say so", async () => {
    const { gate } = await openFirstVisitPage({ coversScreen: true });
    window.dispatchEvent(new Event('keydown'));
    document.head.querySelector(`script[src="${ENTRY}"]`)!.dispatchEvent(new Event('error'));
    expect(gate()).toBeNull();
    expect(document.getElementById('apotheca-snapshot-style')).toBeNull();
  });

  it('starts the app at once where the gate leaves the page behind it in view', async () => {
    vi.useFakeTimers();
    try {
      const { appStarted } = await openFirstVisitPage({ coversScreen: false });
      await vi.runAllTimersAsync();
      expect(appStarted()).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

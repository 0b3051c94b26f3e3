import { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { PageSnapshot } from '../../../../sw/page-snapshot-rules';
import { keepPageSnapshots } from './keep-page-snapshots';
import { FIRST_RENDER_WAIT_MAX_MS, renderFirstPage, revealAppWhenReady } from './page-snapshot';

/** A router that resolves when the test says so. */
function fakeRouter() {
  const listeners: Array<() => void> = [];
  const router = {
    state: { resolvedLocation: undefined, status: 'pending' },
    subscribe: (_event: string, listener: () => void) => (listeners.push(listener), () => undefined),
  } as unknown as AnyRouter;
  return { router, resolve: () => listeners.forEach((listener) => listener()) };
}

/** Cache Storage as the page sees it (jsdom has none). */
function fakeCaches() {
  const kept = new Map<string, string>();
  const cache = {
    put: async (key: string, response: Response) => void kept.set(key, await response.text()),
    keys: async () => [...kept.keys()].map((url) => ({ url })),
    delete: async (key: { url: string } | string) => kept.delete(typeof key === 'string' ? key : key.url),
  };
  vi.stubGlobal('caches', { open: async () => cache });
  return kept;
}

function renderPage(path: string, { gated = false } = {}) {
  window.history.replaceState(null, '', path);
  document.head.innerHTML = '<meta name="apotheca-build" content="b7">';
  document.documentElement.setAttribute('style', '--brand-primary: #1E6B47');
  document.body.innerHTML = `<div id="root"><div ${gated ? 'data-gated' : ''}><div data-offline-banner>You're offline.</div><header>Apotheca</header><main id="main"><h1>Flower</h1><img src="/a.svg" loading="lazy"></main></div></div>`;
}

/** A document served with a shown page (`attributes` on it) whose app then resolves its first page. */
async function startWithSnapshot(attributes: string, afterMs: number) {
  document.body.innerHTML = `<div id="root"></div><style id="apotheca-snapshot-style"></style><div id="apotheca-snapshot" ${attributes}></div>`;
  const { router, resolve } = fakeRouter();
  revealAppWhenReady(router, new QueryClient());
  expect(document.getElementById('apotheca-snapshot')).not.toBeNull();
  resolve();
  await vi.advanceTimersByTimeAsync(afterMs);
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('the last render of a public page is kept for the next visit (README: What the device keeps)', () => {
  test('a settled public page is kept: its column as rendered, the brand colours and the build, without the offline banner', async () => {
    const kept = fakeCaches();
    const { router, resolve } = fakeRouter();
    renderPage('/products/flower?order_by=price');
    keepPageSnapshots(router, new QueryClient());
    resolve();
    await vi.advanceTimersByTimeAsync(2_000);
    const snapshot = JSON.parse(kept.get('http://localhost:3000/__page-snapshot/products/flower?order_by=price') ?? 'null') as PageSnapshot;
    expect(snapshot).toMatchObject({ rootStyle: '--brand-primary: #1E6B47', build: 'b7' });
    expect(snapshot.html).toContain('<main id="main"><h1>Flower</h1><img src="/a.svg"></main>');
    expect(snapshot.html).not.toContain("You're offline.");
  });

  test('keeping starts after the app (its own chunk): a first page that resolved before is kept too', async () => {
    const kept = fakeCaches();
    const { router } = fakeRouter();
    Object.assign(router.state, { resolvedLocation: { pathname: '/products/flower' }, status: 'idle' });
    renderPage('/products/flower');
    keepPageSnapshots(router, new QueryClient());
    await vi.advanceTimersByTimeAsync(2_000);
    expect([...kept.keys()]).toHaveLength(1);
    expect(JSON.parse([...kept.values()][0]!).html).toContain('<h1>Flower</h1>');
  });

  test('the snapshot carries the rules of the stylesheets its markup uses, and no others', async () => {
    const kept = fakeCaches();
    const { router, resolve } = fakeRouter();
    renderPage('/products/flower');
    document.querySelector('h1')!.className = 'fs_2xl';
    const sheet = document.createElement('style');
    sheet.textContent = 'h1{margin:0}.fs_2xl{font-size:2rem}.fs_sm{font-size:.8rem}@media (min-width:600px){.fs_2xl{font-size:3rem}.fs_sm{font-size:1rem}}';
    document.head.append(sheet);
    keepPageSnapshots(router, new QueryClient());
    resolve();
    await vi.advanceTimersByTimeAsync(2_000);
    const { css } = JSON.parse(kept.get('http://localhost:3000/__page-snapshot/products/flower') ?? 'null') as PageSnapshot;
    expect(css).toBe('h1 { margin: 0px; }.fs_2xl { font-size: 2rem; }@media (min-width: 600px){.fs_2xl { font-size: 3rem; }}');
  });

  test('account pages and a page behind the age gate are never kept', async () => {
    const kept = fakeCaches();
    const { router, resolve } = fakeRouter();
    keepPageSnapshots(router, new QueryClient());
    renderPage('/account');
    resolve();
    await vi.advanceTimersByTimeAsync(2_000);
    renderPage('/', { gated: true });
    resolve();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(kept.size).toBe(0);
  });

  test('the snapshot gives way to the app once the first page has resolved', async () => {
    await startWithSnapshot('inert', 100);
    expect(document.getElementById('apotheca-snapshot')).toBeNull();
    expect(document.getElementById('apotheca-snapshot-style')).toBeNull();
  });

  test('with only its own rules inline, the snapshot stays until the full stylesheet applies; then the inline rules go too', async () => {
    document.head.innerHTML = '<style data-critical>.d_flex{display:flex}</style><link rel="stylesheet" href="/assets/index-x.css" data-deferred>';
    await startWithSnapshot('inert', 100);
    expect(document.getElementById('apotheca-snapshot')).not.toBeNull();
    document.querySelector('link[data-deferred]')!.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(100);
    expect(document.getElementById('apotheca-snapshot')).toBeNull();
    expect(document.querySelector('style[data-critical]')).toBeNull();
  });

  test("the shown page stays until the app's pictures that load at once are decoded, so none flashes empty in the swap", async () => {
    let decoded!: () => void;
    const picture = document.createElement('img');
    picture.decode = () => new Promise<void>((resolve) => (decoded = resolve));
    const lazy = document.createElement('img');
    lazy.loading = 'lazy';
    lazy.decode = () => new Promise<void>(() => undefined);
    document.body.innerHTML = `<div id="root"></div><style id="apotheca-snapshot-style"></style><div id="apotheca-snapshot" inert></div>`;
    document.getElementById('root')!.append(picture, lazy);
    const { router, resolve } = fakeRouter();
    revealAppWhenReady(router, new QueryClient());
    resolve();
    await vi.advanceTimersByTimeAsync(100);
    expect(document.getElementById('apotheca-snapshot')).not.toBeNull();
    decoded();
    await vi.advanceTimersByTimeAsync(100);
    expect(document.getElementById('apotheca-snapshot')).toBeNull();
  });

  test("a first visitor's working gate is not a snapshot: it stays for the app's own gate, also past the deadline", async () => {
    await startWithSnapshot('data-live', 10_000);
    expect(document.getElementById('apotheca-snapshot')).not.toBeNull();
  });
});

describe("the app's first render (README: A repeat visit shows the last page at once)", () => {
  const shownPage = () => (document.body.innerHTML = '<div id="root"></div><div id="apotheca-snapshot" inert></div>');

  test('with nothing shown before it, renders at once (its own loading screen)', () => {
    const render = vi.fn();
    renderFirstPage({ load: () => new Promise<void>(() => undefined) }, render);
    expect(render).toHaveBeenCalledTimes(1);
  });

  test('behind a shown page, renders once the router has loaded the first page, not before', async () => {
    shownPage();
    let loaded!: () => void;
    const render = vi.fn();
    renderFirstPage({ load: () => new Promise<void>((resolve) => (loaded = resolve)) }, render);
    await vi.advanceTimersByTimeAsync(FIRST_RENDER_WAIT_MAX_MS / 2);
    expect(render).not.toHaveBeenCalled();
    loaded();
    await vi.advanceTimersByTimeAsync(FIRST_RENDER_WAIT_MAX_MS);
    expect(render).toHaveBeenCalledTimes(1);
  });

  test('behind a shown page whose load hangs, renders anyway before the page goes, once', async () => {
    shownPage();
    const render = vi.fn();
    renderFirstPage({ load: () => new Promise<void>(() => undefined) }, render);
    await vi.advanceTimersByTimeAsync(FIRST_RENDER_WAIT_MAX_MS);
    expect(render).toHaveBeenCalledTimes(1);
  });
});

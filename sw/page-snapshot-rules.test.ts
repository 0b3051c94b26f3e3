import { describe, expect, test, vi } from 'vitest';
import { inlineStylesheet, stylesheetHref } from '../src/api/shell-document';
import { buildOf, injectSnapshot, isSnapshotPage, PAGE_SNAPSHOT_MAX_AGE_MS, snapshotKey, type PageSnapshot } from './page-snapshot-rules';

const entry = '<script type="module" crossorigin src="/assets/index-abc.js"></script>';
const shell = `<html><head><meta name="apotheca-build" content="b1">${entry}</head><body><div id="root"></div></body></html>`;
const snapshot: PageSnapshot = { html: '<main><h1>Flower</h1></main>', rootStyle: '--brand-primary: #1E6B47', build: 'b1', savedAt: 1_000 };

describe('page snapshots shown at once on a repeat visit (README "A repeat visit shows the last page at once")', () => {
  test('only public pages are kept; account, cart, orders and sign-in never', () => {
    for (const path of ['/', '/products/flower', '/product/12', '/locations', '/learn/dosing', '/faq']) expect(isSnapshotPage(path), path).toBe(true);
    for (const path of ['/account', '/cart', '/orders', '/order/5', '/login', '/register', '/contact', '/med-card/3', '/productsX']) expect(isSnapshotPage(path), path).toBe(false);
  });

  test('a page is keyed by its path and query', () => {
    expect(snapshotKey(new URL('https://shop.test/products/flower?order_by=price'))).toBe('https://shop.test/__page-snapshot/products/flower?order_by=price');
  });

  test('the shell shows the snapshot, inert, with the app hidden until it takes over', () => {
    const page = injectSnapshot(shell, snapshot, 2_000);
    expect(page).toContain('<style id="apotheca-snapshot-style">#root{display:none}');
    expect(page).toContain('<div id="apotheca-snapshot" inert aria-hidden="true"><main><h1>Flower</h1></main></div><span id="apotheca-snapshot-end" hidden></span></body>');
    // Painted whole once parsed, not in pieces as the parser goes.
    expect(page).toContain('<link rel="expect" href="#apotheca-snapshot-end" blocking="render"></head>');
    // The brand's colour variables on the root, where the brand tokens read them.
    expect(page).toContain('<html style="--brand-primary: #1E6B47">');
    expect(buildOf(page)).toBe('b1');
  });

  test('the app starts after the snapshot has painted, and nothing of it is compiled before', () => {
    const page = injectSnapshot(shell, snapshot, 2_000);
    expect(page).not.toContain(entry);
    expect(page).not.toContain('rel="modulepreload"');
    expect(page).toMatch(/<script type="module">requestAnimationFrame\(\(\) => setTimeout\(\(\) => \{.*import\("\/assets\/index-abc.js"\)\.catch\(.*\);\}\)\);<\/script>/);
  });

  test("when the app's code cannot be fetched, the kept page goes for the shell's message that says so", async () => {
    const page = injectSnapshot(shell, snapshot, 2_000);
    document.body.innerHTML = '<style id="apotheca-snapshot-style"></style><div id="apotheca-snapshot">kept</div>';
    const start = /<script type="module">(.*?)<\/script>/.exec(page)![1]!.replace('import(', 'load(');
    const told = vi.fn();
    vi.stubGlobal('apothecaBootFailed', told);
    vi.useFakeTimers();
    try {
      new Function('load', start)(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
      await vi.advanceTimersByTimeAsync(50);
      expect(document.getElementById('apotheca-snapshot')).toBeNull();
      expect(document.getElementById('apotheca-snapshot-style')).toBeNull();
      expect(told).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
      document.body.innerHTML = '';
    }
  });

  test('a snapshot with its own rules carries only those inline; the full stylesheet is fetched but applied after the first paint', async () => {
    const styledShell = shell.replace('</head>', '<link rel="stylesheet" crossorigin href="/assets/index-x.css"></head>');
    const page = injectSnapshot(styledShell, { ...snapshot, css: '.d_flex{display:flex}' }, 2_000);
    expect(page).toContain('<style data-critical>.d_flex{display:flex}</style><link rel="preload" as="style" crossorigin href="/assets/index-x.css" data-deferred>');
    expect(page).not.toContain('rel="stylesheet"');

    // The deferred start, run in this document: the preload becomes the stylesheet, then the app is imported.
    document.head.innerHTML = '<link rel="preload" as="style" crossorigin href="/assets/index-x.css" data-deferred>';
    const start = /<script type="module">(.*?)<\/script>/.exec(page)![1]!.replace('import(', 'load(');
    const imported: string[] = [];
    vi.useFakeTimers();
    try {
      new Function('load', start)((src: string) => (imported.push(src), Promise.resolve()));
      expect(document.querySelector('link[rel="preload"]')).not.toBeNull();
      await vi.advanceTimersByTimeAsync(50);
      const sheet = document.querySelector<HTMLLinkElement>('link[data-deferred]')!;
      expect(sheet.rel).toBe('stylesheet');
      expect(new URL(sheet.href).pathname).toBe('/assets/index-x.css');
      expect(document.querySelector('link[rel="preload"]')).toBeNull();
      expect(imported).toEqual(['/assets/index-abc.js']);
    } finally {
      vi.useRealTimers();
      document.head.innerHTML = '';
    }
  });

  test('another build, an old snapshot or an empty one leaves the shell as it is', () => {
    expect(injectSnapshot(shell, { ...snapshot, build: 'b0' }, 2_000)).toBe(shell);
    expect(injectSnapshot(shell, snapshot, 1_000 + PAGE_SNAPSHOT_MAX_AGE_MS + 1)).toBe(shell);
    expect(injectSnapshot(shell, { ...snapshot, html: '' }, 2_000)).toBe(shell);
  });

  test('the root style cannot break out of its attribute', () => {
    expect(injectSnapshot(shell, { ...snapshot, rootStyle: '"><script>x</script>' }, 2_000)).toContain('style="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
  });

  test('a snapshot page carries its stylesheet inline, so nothing holds back its first paint', () => {
    const page = '<head><link rel="stylesheet" crossorigin href="/assets/index-x.css"></head>';
    expect(stylesheetHref(page)).toBe('/assets/index-x.css');
    expect(inlineStylesheet(page, 'main{color:red}')).toBe('<head><style data-href="/assets/index-x.css">main{color:red}</style></head>');
    expect(inlineStylesheet(page, 'a{}</style><script>')).not.toContain('</style><script>');
  });
});

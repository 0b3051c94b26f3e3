import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BRAND_NAME_SLOT, inlineScripts, type FirstVisitGates } from '@/api/shell-document';
import { createWebDistApp } from '../../../tests/support/web-dist-app';
import { injectSnapshot } from '../../../sw/page-snapshot-rules';

// README "Content security policy": the headers of every answer of the app and the API.

/** The shell as Vite builds it from index.html: its own inline script kept verbatim, the entry and stylesheet hashed. */
const shell = readFileSync(new URL('../../../index.html', import.meta.url), 'utf8')
  .replace('<script type="module" src="/src/web/main.tsx"></script>', '')
  .replace(
    '</head>',
    '<script type="module" crossorigin src="/assets/index-x.js"></script><link rel="stylesheet" crossorigin href="/assets/index-x.css">' +
      '<meta name="apotheca-build" content="b1"></head>',
  );
const gate = `<div role="alertdialog"><p>${BRAND_NAME_SLOT}</p><h2>Are you at least 21?</h2><input type="checkbox"><button data-enter-site disabled>Enter Site</button></div>`;
const build = {
  'index.html': shell,
  'assets/index-x.js': 'console.log(1)',
  'assets/index-x.css': 'main{color:red}',
  'sw.js': 'self.x = 1',
  'first-visit/age-gate.json': JSON.stringify({ withLogo: gate, nameOnly: gate } satisfies FirstVisitGates),
};

const page = { accept: 'text/html,application/xhtml+xml', host: 'localhost:3000' };
const ageConfirmed = { ...page, cookie: 'apotheca_age_confirmed=true' };
const MAP_STYLE_URL = 'https://tiles.example.com/styles/streets/style.json';

let served: Awaited<ReturnType<typeof createWebDistApp>>;
let behindProxy: Awaited<ReturnType<typeof createWebDistApp>>;

beforeAll(async () => {
  served = await createWebDistApp(build);
  behindProxy = await createWebDistApp(build, { TRUST_PROXY: 'true', MAP_STYLE_URL });
});

afterAll(async () => {
  await served.close();
  await behindProxy.close();
});

/** A policy's directives, each with its sources. */
function directives(policy: string | null): Map<string, string[]> {
  expect(policy).toBeTruthy();
  return new Map(
    policy!
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const sha256 = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/** Every inline script of the document may run under its policy: its hash is listed, and nothing else inline is. */
function expectScriptsAllowed(html: string, policy: string | null) {
  const scriptSrc = directives(policy).get('script-src')!;
  const scripts = inlineScripts(html);
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(scriptSrc, script.slice(0, 80)).toContain(sha256(script));
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
}

function expectAppHeaders(response: Response) {
  const policy = directives(response.headers.get('content-security-policy'));
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'none'"]);
  // No other origin, for script or anything else, but the frames of the About page's embeds.
  for (const [name, sources] of policy) {
    if (name !== 'frame-src') for (const source of sources) expect(source, name).toMatch(/^('self'|'none'|'unsafe-inline'|'sha256-[A-Za-z0-9+/=]+'|data:|blob:)$/);
  }
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('permissions-policy')).toContain('camera=()');
  // The locator's 'Use my location' asks for the position on our own pages; no framed page may.
  expect(response.headers.get('permissions-policy')).toContain('geolocation=(self)');
}

describe("the app's documents", () => {
  test('the shell allows exactly its own inline script (the boot failure message) by hash, and cannot be framed', async () => {
    const response = await served.app.request('/cart', { headers: ageConfirmed });
    const html = await response.text();
    expect(html).toBe(shell);
    expectAppHeaders(response);
    expectScriptsAllowed(html, response.headers.get('content-security-policy'));
  });

  test("a public page's head adds no script to allow: its JSON-LD is data the browser never runs (issue 22)", async () => {
    const response = await served.app.request('/products/flower', { headers: ageConfirmed });
    const html = await response.text();
    expect(html).toContain('<script type="application/ld+json">');
    expect(inlineScripts(html)).toEqual(inlineScripts(shell));
    expectScriptsAllowed(html, response.headers.get('content-security-policy'));
  });

  test("a first visit's page allows the age gate's inline script by hash (part 1 §2)", async () => {
    const response = await served.app.request('/', { headers: page });
    const html = await response.text();
    expect(html).toContain('data-live');
    expect(inlineScripts(html)).toHaveLength(2);
    expectAppHeaders(response);
    expectScriptsAllowed(html, response.headers.get('content-security-policy'));
  });

  test("the service worker's kept page, served with the precached shell's headers, allows its inline start script", async () => {
    // Workbox precaches /index.html with the headers it was answered with; sw/page-snapshots.ts copies them.
    const precached = await served.app.request('/index.html?__WB_REVISION__=1');
    const shellHtml = await precached.text();
    const now = Date.now();
    const kept = injectSnapshot(shellHtml, { html: '<main><h1 style="color: red">Flower</h1></main>', rootStyle: '--x: 1;', css: 'h1{color:red}', build: 'b1', savedAt: now }, now);
    expect(kept).toContain('<div id="apotheca-snapshot" inert');
    expectAppHeaders(precached);
    expectScriptsAllowed(kept, precached.headers.get('content-security-policy'));
  });

  test('the service worker and the files of the build carry the same headers', async () => {
    for (const url of ['/sw.js', '/assets/index-x.js', '/assets/index-x.css']) {
      const response = await served.app.request(url);
      expect(response.status, url).toBe(200);
      expectAppHeaders(response);
    }
  });

  test("the map's data and images may come from the configured map style's origin, and only when one is configured", async () => {
    const plain = directives((await served.app.request('/', { headers: ageConfirmed })).headers.get('content-security-policy'));
    expect(plain.get('connect-src')).toEqual(["'self'"]);
    const withMap = directives((await behindProxy.app.request('/', { headers: ageConfirmed })).headers.get('content-security-policy'));
    expect(withMap.get('connect-src')).toEqual(["'self'", 'https://tiles.example.com']);
    expect(withMap.get('img-src')).toContain('https://tiles.example.com');
    expect(withMap.get('script-src')).not.toContain('https://tiles.example.com');
  });
});

describe("the API's answers", () => {
  test('load, run and frame nothing, whatever the answer', async () => {
    const answers = [
      await served.app.request('/api/health'),
      await served.app.request('/api/nothing-here', { headers: page }),
      await served.app.request('/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }),
    ];
    expect(answers.map((response) => response.status)).toEqual([200, 404, expect.any(Number)]);
    expect(answers[2]!.status).toBeGreaterThanOrEqual(400);
    for (const response of answers) {
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });
});

describe('HSTS, only over HTTPS', () => {
  const hsts = (response: Response) => response.headers.get('strict-transport-security');

  test('a request over HTTPS gets it; one over plain HTTP does not', async () => {
    expect(hsts(await served.app.request('https://shop.example/api/health'))).toBe('max-age=63072000; includeSubDomains');
    expect(hsts(await served.app.request('http://shop.example/api/health'))).toBeNull();
  });

  test("behind a trusted proxy, X-Forwarded-Proto says whether the browser used HTTPS; without TRUST_PROXY it is anyone's forgery", async () => {
    const forwarded = (proto: string) => ({ headers: { ...page, 'x-forwarded-proto': proto } });
    expect(hsts(await behindProxy.app.request('http://shop.example/', forwarded('https')))).toBe('max-age=63072000; includeSubDomains');
    expect(hsts(await behindProxy.app.request('http://shop.example/', forwarded('http')))).toBeNull();
    expect(hsts(await served.app.request('http://shop.example/', forwarded('https')))).toBeNull();
  });
});

import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BRAND_NAME_SLOT, type FirstVisitGates } from '@/api/shell-document';
import { createWebDistApp } from '../../../tests/support/web-dist-app';
import { DEMO_BRANDS } from '../db/seed/brands';
import { brandShell } from './brand-shell';

// README "Per-brand web manifest": each brand installs as itself, on iPhone too, where Safari reads
// the page's head (apple-touch-icon, apple-mobile-web-app-title) rather than the manifest.

/** The shell as Vite builds it from index.html. */
const shell = readFileSync(new URL('../../../index.html', import.meta.url), 'utf8').replace(
  '<script type="module" src="/src/web/main.tsx"></script>',
  '<script type="module" crossorigin src="/assets/index-x.js"></script>',
);
const gate = `<div role="alertdialog"><p>${BRAND_NAME_SLOT}</p><h2>Are you at least 21?</h2></div>`;
const second = DEMO_BRANDS.second;
const secondHost = 'second.localhost:3000';
const page = { accept: 'text/html,application/xhtml+xml' };
const ageConfirmed = { ...page, cookie: 'apotheca_age_confirmed=true' };

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const attribute = (html: string, tag: RegExp) => tag.exec(headOf(html))?.[1];
const appleTitle = (html: string) => attribute(html, /<meta name="apple-mobile-web-app-title" content="([^"]*)"/);
const appleIcon = (html: string) => attribute(html, /<link rel="apple-touch-icon" href="([^"]*)"/);
const themeColor = (html: string) => attribute(html, /<meta name="theme-color" content="([^"]*)"/);
const favicon = (html: string) => attribute(html, /<link rel="icon" href="([^"]*)"/);
const title = (html: string) => attribute(html, /<title>([^<]*)<\/title>/);

let served: Awaited<ReturnType<typeof createWebDistApp>>;

beforeAll(async () => {
  served = await createWebDistApp({
    'index.html': shell,
    'assets/index-x.js': 'console.log(1)',
    [`brands/${second.slug}/apple-touch-icon.png`]: 'png',
    'first-visit/age-gate.json': JSON.stringify({ withLogo: gate, nameOnly: gate } satisfies FirstVisitGates),
  });
});

afterAll(() => served.close());

describe("the shell's head in the brand of the host", () => {
  test("GET / on the second brand's host: its title, home-screen name and icon, theme colour and favicon", async () => {
    for (const headers of [ageConfirmed, page]) {
      // With the age confirmed the shell; a first visitor gets the age gate page made from the same head.
      const html = await (await served.app.request('/', { headers: { ...headers, host: secondHost } })).text();
      expect(title(html)).toBe('Harbor &amp; Finch | Massachusetts Cannabis Dispensary');
      expect(appleTitle(html)).toBe('Harbor &amp; Finch');
      expect(appleIcon(html)).toBe(`/brands/${second.slug}/apple-touch-icon.png`);
      expect(themeColor(html)).toBe(second.primaryColor);
      expect(favicon(html)).toBe(second.faviconUrl);
      expect(headOf(html)).not.toContain('Apotheca');
    }
  });

  test('deep links and the /index.html the service worker precaches are branded the same', async () => {
    for (const url of ['/products/flower', '/locations', '/index.html?__WB_REVISION__=1']) {
      const response = await served.app.request(url, { headers: { ...ageConfirmed, host: secondHost } });
      expect(response.status, url).toBe(200);
      expect(response.headers.get('cache-control'), url).toBe('no-cache');
      expect(appleTitle(await response.text()), url).toBe('Harbor &amp; Finch');
    }
  });

  test("the main brand's host gets the shell as built", async () => {
    for (const url of ['/index.html', '/cart']) {
      const html = await (await served.app.request(url, { headers: { ...ageConfirmed, host: 'localhost:3000' } })).text();
      expect(html, url).toBe(shell);
    }
    // A public page adds its own title, description and tags for crawlers (issue 22); the rest is the shell as built.
    for (const url of ['/', '/products/flower']) {
      const html = await (await served.app.request(url, { headers: { ...ageConfirmed, host: 'localhost:3000' } })).text();
      expect(html.slice(html.indexOf('</head>')), url).toBe(shell.slice(shell.indexOf('</head>')));
      for (const read of [appleTitle, appleIcon, themeColor, favicon]) expect(read(html), url).toBe(read(shell));
    }
    expect(appleTitle(shell)).toBe('Apotheca');
    expect(appleIcon(shell)).toBe('/icons/apple-touch-icon.png');
  });

  test("a brand without an apple-touch-icon of its own gets none (iOS draws one) rather than another brand's; names are escaped", async () => {
    const html = brandShell(shell, { ...second, name: '"><script>x</script>', isMainBrand: false }, '/nonexistent-dist');
    expect(appleIcon(html)).toBeUndefined();
    expect(html).not.toContain('<script>x');
    expect(appleTitle(html)).toBe('&quot;&gt;&lt;script&gt;x&lt;/script&gt;');
  });
});

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createWebDistApp } from '../../tests/support/web-dist-app';
import { DEMO_BRANDS } from './db/seed/brands';

const PUBLIC = path.join(import.meta.dirname, '..', '..', 'public');
/** The second brand's install files as the build copies them from public/ (names only: their bytes do not matter here). */
const secondBrandFiles = readdirSync(path.join(PUBLIC, 'brands', DEMO_BRANDS.second.slug), { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => path.relative(PUBLIC, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));

/** The built web app as the server hands it out: shell for pages, files with the right caching. */
let served: Awaited<ReturnType<typeof createWebDistApp>>;
let app: Awaited<ReturnType<typeof createWebDistApp>>['app'];

beforeAll(async () => {
  served = await createWebDistApp({
    'index.html': '<!doctype html><title>shell</title>',
    'assets/app-abc123.js': 'console.log(1)',
    'sw.js': 'self.x = 1',
    'manifest.webmanifest': readFileSync(path.join(PUBLIC, 'manifest.webmanifest'), 'utf8'),
    ...Object.fromEntries(secondBrandFiles.map((file) => [file, 'x'])),
  });
  app = served.app;
});

afterAll(() => served.close());

const html = { accept: 'text/html,application/xhtml+xml' };

describe('serving the web app', () => {
  test('page addresses get the shell, also when they hold a dot', async () => {
    for (const page of ['/', '/products/flower', '/product/1.5']) {
      const response = await app.request(page, { headers: html });
      // A product id that cannot exist is a 404 that still carries the app (issue 22).
      expect(response.status, page).toBe(page === '/product/1.5' ? 404 : 200);
      // The shell, with the public page's own title where it has one (issue 22: its head for crawlers).
      expect(await response.text()).toMatch(/^<!doctype html><title>[^<]+<\/title>/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  test('hashed assets are immutable; the service worker is always revalidated', async () => {
    const asset = await app.request('/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const worker = await app.request('/sw.js');
    expect(worker.headers.get('cache-control')).toBe('no-cache');
  });

  test('a missing file is a 404, and unknown API paths answer JSON', async () => {
    expect((await app.request('/assets/missing-999.js')).status).toBe(404);
    const api = await app.request('/api/nothing-here', { headers: html });
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ error: expect.any(String) });
  });
});

interface Image {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
  form_factor?: string;
}
interface Manifest {
  name: string;
  short_name: string;
  theme_color: string;
  id: string;
  start_url: string;
  scope: string;
  icons: Image[];
  screenshots: Image[];
  shortcuts: { name: string; url: string; icons: Image[] }[];
}

const manifestOf = async (host: string) => (await (await app.request('/manifest.webmanifest', { headers: { host } })).json()) as Manifest;

describe('the web manifest per brand (README "Per-brand web manifest")', () => {
  test("the main brand's host gets the built manifest", async () => {
    const manifest = await manifestOf('localhost:3000');
    expect(manifest).toMatchObject({ short_name: 'Apotheca', theme_color: '#1E6B47', start_url: '/' });
  });

  test("the second brand's host installs as its own storefront, with its name, colour and icon", async () => {
    const response = await app.request('/manifest.webmanifest', { headers: { host: 'second.localhost:3000' } });
    expect(response.headers.get('content-type')).toContain('application/manifest+json');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const manifest = (await response.json()) as Manifest;
    expect(manifest).toMatchObject({ name: `${DEMO_BRANDS.second.name} · Cannabis Dispensary Ordering`, short_name: DEMO_BRANDS.second.name, theme_color: DEMO_BRANDS.second.primaryColor, start_url: '/' });
    expect(manifest.icons).toContainEqual(expect.objectContaining({ src: DEMO_BRANDS.second.faviconUrl, type: 'image/svg+xml' }));
  });

  // What Chrome on Android asks before it offers a rich install (PNG 192 and 512, a maskable icon,
  // screenshots for phones and for wide screens) and what a long press on the installed icon lists.
  for (const [brand, host] of [
    ['main', 'localhost:3000'],
    ['second', 'second.localhost:3000'],
  ] as const) {
    test(`${brand} brand: PNG and maskable icons, narrow and wide screenshots and shortcuts, every one its own file`, async () => {
      const manifest = await manifestOf(host);
      const slug = DEMO_BRANDS[brand].slug;
      expect(manifest).toMatchObject({ id: '/', start_url: '/', scope: '/', short_name: DEMO_BRANDS[brand].name, theme_color: DEMO_BRANDS[brand].primaryColor });
      const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
      for (const sizes of ['192x192', '512x512']) {
        expect(pngs, sizes).toContainEqual(expect.objectContaining({ sizes, purpose: 'any' }));
        expect(pngs, sizes).toContainEqual(expect.objectContaining({ sizes, purpose: 'maskable' }));
      }
      expect(manifest.screenshots.map((shot) => [shot.form_factor, shot.sizes])).toEqual([
        ['narrow', '390x844'],
        ['wide', '1280x800'],
      ]);
      expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toEqual(['/shop', '/cart', '/orders', '/locations']);
      const images = [...manifest.icons, ...manifest.screenshots, ...manifest.shortcuts.flatMap((shortcut) => shortcut.icons)];
      for (const image of images) {
        // The brand's own pictures only (the main brand's icons live in /icons/), each a file of the build.
        if (brand === 'second') expect(image.src, image.src).toMatch(new RegExp(`^/brands/${slug}/`));
        expect(existsSync(path.join(PUBLIC, image.src)), image.src).toBe(true);
      }
      for (const shortcut of manifest.shortcuts) {
        expect(shortcut.icons, shortcut.url).toEqual([expect.objectContaining({ sizes: '96x96', type: 'image/png' })]);
        // A page of the app: the shell answers it (/shop first redirects to the chosen store's menu, part 1 §2).
        const asked = await app.request(shortcut.url, { headers: { ...html, host, cookie: 'apotheca_age_confirmed=true' } });
        const location = asked.status === 302 ? asked.headers.get('location') : null;
        const page = location ? await app.request(location, { headers: { ...html, host, cookie: 'apotheca_age_confirmed=true' } }) : asked;
        expect(page.status, shortcut.url).toBe(200);
        expect(page.headers.get('content-type'), shortcut.url).toContain('text/html');
      }
    });
  }

  test("a brand without install files of its own keeps its SVG icon and shows none of another brand's", async () => {
    const bare = await createWebDistApp({ 'index.html': '<!doctype html><title>shell</title>', 'manifest.webmanifest': readFileSync(path.join(PUBLIC, 'manifest.webmanifest'), 'utf8') });
    try {
      const manifest = (await (await bare.app.request('/manifest.webmanifest', { headers: { host: 'second.localhost:3000' } })).json()) as Manifest;
      expect(manifest.icons).toEqual([expect.objectContaining({ src: DEMO_BRANDS.second.faviconUrl })]);
      expect(manifest.screenshots).toEqual([]);
      expect(manifest.shortcuts.flatMap((shortcut) => shortcut.icons)).toEqual([]);
    } finally {
      await bare.close();
    }
  });
});

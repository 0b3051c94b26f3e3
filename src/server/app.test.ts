import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createWebDistApp } from '../../tests/support/web-dist-app';
import { DEMO_BRANDS } from './db/seed/brands';

/** The built web app as the server hands it out: shell for pages, files with the right caching. */
let served: Awaited<ReturnType<typeof createWebDistApp>>;
let app: Awaited<ReturnType<typeof createWebDistApp>>['app'];

beforeAll(async () => {
  served = await createWebDistApp({
    'index.html': '<!doctype html><title>shell</title>',
    'assets/app-abc123.js': 'console.log(1)',
    'sw.js': 'self.x = 1',
    'manifest.webmanifest': JSON.stringify({ name: 'Apotheca', short_name: 'Apotheca', start_url: '/', theme_color: '#1E6B47', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] }),
  });
  app = served.app;
});

afterAll(() => served.close());

const html = { accept: 'text/html,application/xhtml+xml' };

describe('serving the web app', () => {
  test('page addresses get the shell, also when they hold a dot', async () => {
    for (const page of ['/', '/products/flower', '/product/1.5']) {
      const response = await app.request(page, { headers: html });
      expect(response.status, page).toBe(200);
      expect(await response.text()).toContain('<title>shell</title>');
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

describe('the web manifest per brand (README "Per-brand web manifest")', () => {
  test("the main brand's host gets the built manifest", async () => {
    const manifest = await (await app.request('/manifest.webmanifest', { headers: { host: 'localhost:3000' } })).json();
    expect(manifest).toMatchObject({ short_name: 'Apotheca', theme_color: '#1E6B47', start_url: '/' });
  });

  test("the second brand's host installs as its own storefront, with its name, colour and icon", async () => {
    const response = await app.request('/manifest.webmanifest', { headers: { host: 'second.localhost:3000' } });
    expect(response.headers.get('content-type')).toContain('application/manifest+json');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      short_name: DEMO_BRANDS.second.name,
      theme_color: DEMO_BRANDS.second.primaryColor,
      start_url: '/',
      icons: [{ src: DEMO_BRANDS.second.faviconUrl }],
    });
  });
});

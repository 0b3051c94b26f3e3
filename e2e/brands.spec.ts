import { expect, test } from '@playwright/test';
import { passAgeGate } from './support/fixtures';

/**
 * The second brand from the same deployment (DECISIONS.md: the
 * brand is chosen by request host). Chromium resolves any *.localhost name to this machine.
 */
function secondBrandURL(baseURL: string | undefined): string {
  const url = new URL(baseURL ?? 'http://localhost');
  url.hostname = 'second.localhost';
  return url.origin;
}

test.describe('the second brand on its own host', () => {
  test('shows its logo, colours and its one store, and sends main-brand-only pages home', async ({ page, baseURL }) => {
    const origin = secondBrandURL(baseURL);
    await page.goto(`${origin}/locations`);
    await passAgeGate(page);

    const home = page.getByRole('link', { name: 'Harbor & Finch home' }).first();
    await expect(home).toBeVisible();
    await expect(home.locator('img')).toHaveAttribute('src', '/brands/harbor/logo.svg');
    const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim());
    expect(primary.toLowerCase()).toBe('#1f3a5f');
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/brands/harbor/favicon.svg');

    const main = page.getByRole('main');
    await expect(main.getByText('1 Dispensary in Massachusetts:')).toBeVisible();
    await expect(main.getByRole('article')).toHaveCount(1);
    await expect(main.getByRole('article', { name: 'New Bedford' })).toBeVisible();

    for (const mainBrandOnly of ['/about', '/delivery', '/learn']) {
      await page.goto(`${origin}${mainBrandOnly}`);
      await expect(page, mainBrandOnly).toHaveURL(`${origin}/`);
    }
  });

  test('installs as its own app: the manifest carries its name and colour', async ({ request, baseURL }) => {
    // Node's resolver may not know *.localhost names: ask the same server with the second brand's Host.
    const host = new URL(secondBrandURL(baseURL)).host;
    const manifest = await (await request.get('/manifest.webmanifest', { headers: { host } })).json();
    expect(manifest).toMatchObject({ short_name: 'Harbor & Finch', theme_color: '#1F3A5F' });
    const main = await (await request.get('/manifest.webmanifest')).json();
    expect(main.short_name).toBe('Apotheca');

    // Its own PNG, maskable and SVG icons, screenshots and shortcut icons, each served as the picture it claims to be.
    type Image = { src: string; type: string; purpose?: string };
    const images: Image[] = [...manifest.icons, ...manifest.screenshots, ...manifest.shortcuts.flatMap((shortcut: { icons: Image[] }) => shortcut.icons)];
    expect(manifest.icons.map((icon: Image) => icon.purpose)).toEqual(expect.arrayContaining(['any', 'maskable']));
    expect(manifest.screenshots).toHaveLength(2);
    expect(manifest.shortcuts.length).toBeGreaterThan(0);
    for (const image of images) {
      expect(image.src, image.src).toMatch(/^\/brands\/harbor\//);
      const response = await request.get(image.src, { headers: { host } });
      expect(response.status(), image.src).toBe(200);
      expect(response.headers()['content-type'], image.src).toContain(image.type);
      expect(image.type, image.src).toMatch(/^image\//);
    }
  });

  test('adds to an iPhone home screen as itself: the page names its home-screen title and apple-touch-icon', async ({ page, baseURL }) => {
    const origin = secondBrandURL(baseURL);
    await page.goto(`${origin}/`);
    await passAgeGate(page);
    await expect(page.locator('meta[name="apple-mobile-web-app-title"]')).toHaveAttribute('content', 'Harbor & Finch');
    const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    expect(touchIcon).toBe('/brands/harbor/apple-touch-icon.png');
    // From the page: Node's resolver may not know *.localhost names.
    const icon = await page.evaluate(async (href) => {
      const response = await fetch(href);
      return { status: response.status, type: response.headers.get('content-type') };
    }, touchIcon!);
    expect(icon).toEqual({ status: 200, type: 'image/png' });
  });
});

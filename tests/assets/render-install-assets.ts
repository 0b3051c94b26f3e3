import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { DEMO_BRANDS, type BrandKey } from '../../src/server/db/seed/brands';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/ensure-chromium';
import { shopperContext } from './shopper-context';

/**
 * Renders the files that let each brand install as itself (README "Per-brand web manifest"), once,
 * by hand; the PNGs and JPEGs it writes are committed, and nothing runs it at install or build time
 * (there is no image library: Debian's Chromium draws them).
 *
 *   node --import tsx tests/assets/render-install-assets.ts icons
 *     the other brand's PNG icons from its SVG mark (192, 512, maskable 192 and 512, apple-touch-icon
 *     180) and each brand's shortcut icons (96), into public/brands/<slug>/.
 *   node --import tsx tests/assets/render-install-assets.ts screenshots http://localhost:5947
 *     each brand's install screenshots (390x844 and 1280x800) of a product list, from a running
 *     built and seeded server; the other brand through its second.localhost host.
 */

const PUBLIC = path.join(import.meta.dirname, '..', '..', 'public');

/** The brand whose icons are drawn here; the main brand's are in public/icons. */
const ICON_BRAND: BrandKey = 'second';

/** Each shortcut of the manifest (src/server/http/web-manifest.ts) and its glyph: 24-unit strokes. */
const SHORTCUT_GLYPHS: Record<string, string> = {
  shop: '<path d="M6 8h12l-1 12H7L6 8Z"/><path d="M9 10V7a3 3 0 0 1 6 0v3"/>',
  cart: '<path d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.3a1 1 0 0 0 1-.8L19 8H6.2"/><circle cx="9" cy="19.5" r="1.3"/><circle cx="17" cy="19.5" r="1.3"/>',
  orders: '<path d="M7 3h10v18l-2.5-1.5L12 21l-2.5-1.5L7 21V3Z"/><path d="M10 8h4M10 12h4M10 16h2"/>',
  stores: '<path d="M12 21s-6-5.6-6-11a6 6 0 0 1 12 0c0 5.4-6 11-6 11Z"/><circle cx="12" cy="10" r="2.2"/>',
};

/** The product list each brand's screenshots show, at a store of its own. */
const SCREENSHOT_PAGES: Record<BrandKey, { host: string; store: string; path: string }> = {
  main: { host: 'localhost', store: 'worcester-ma', path: '/products/flower' },
  second: { host: 'second.localhost', store: 'harbor-new-bedford-ma', path: '/products/flower' },
};

const SCREENSHOT_SIZES = { narrow: { width: 390, height: 844 }, wide: { width: 1280, height: 800 } };

const brandFolder = (key: BrandKey) => path.join(PUBLIC, 'brands', DEMO_BRANDS[key].slug);

async function renderSvg(browser: Browser, svg: string, size: number, file: string): Promise<void> {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
  await page.setContent(`<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, await page.screenshot({ omitBackground: true, type: 'png' }));
  await page.close();
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}

/**
 * The brand's mark (its favicon: a rounded square of its colour around a glyph group) as the
 * installed icon ('any': the mark as it is), a maskable icon (full bleed, the glyph inside the
 * central 80% circle that every launcher mask keeps) and an apple-touch-icon (full bleed and opaque:
 * iOS rounds the corners itself and paints transparent ones black).
 */
async function renderBrandIcons(browser: Browser, key: BrandKey): Promise<void> {
  const folder = brandFolder(key);
  const mark = readFileSync(path.join(folder, 'favicon.svg'), 'utf8');
  const background = /<rect [^>]*fill="([^"]+)"/.exec(mark)?.[1];
  const glyph = /<g transform="[^"]*">([\s\S]*)<\/g><\/svg>/.exec(mark)?.[1];
  if (!background || !glyph) throw new Error(`${folder}/favicon.svg: expected a <rect fill> and one <g transform> glyph group`);
  // The glyph's paths span about 6..58 by 8..56 of the 64-unit box: centred on (32, 32).
  const fullBleed = (scale: number) =>
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background}"/>` +
    `<g transform="translate(32 32) scale(${scale}) translate(-32 -32)">${glyph}</g></svg>`;
  await renderSvg(browser, mark, 192, path.join(folder, 'icon-192.png'));
  await renderSvg(browser, mark, 512, path.join(folder, 'icon-512.png'));
  // 0.68: the glyph's 35 x 33 units have a 48-unit diagonal, inside the safe circle's 51.
  await renderSvg(browser, fullBleed(0.68), 192, path.join(folder, 'maskable-192.png'));
  await renderSvg(browser, fullBleed(0.68), 512, path.join(folder, 'maskable-512.png'));
  await renderSvg(browser, fullBleed(0.8), 180, path.join(folder, 'apple-touch-icon.png'));
}

/** A white glyph on a disc of the brand's colour, 96 px (what Android asks of a shortcut icon). */
async function renderShortcutIcons(browser: Browser, key: BrandKey): Promise<void> {
  for (const [name, glyph] of Object.entries(SHORTCUT_GLYPHS)) {
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><circle cx="48" cy="48" r="48" fill="${DEMO_BRANDS[key].primaryColor}"/>` +
      `<g transform="translate(18 18) scale(2.5)" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${glyph}</g></svg>`;
    await renderSvg(browser, svg, 96, path.join(brandFolder(key), 'shortcuts', `${name}.png`));
  }
}

async function renderScreenshots(browser: Browser, baseURL: string, key: BrandKey): Promise<void> {
  const target = SCREENSHOT_PAGES[key];
  const url = new URL(baseURL);
  url.hostname = target.host;
  for (const [name, size] of Object.entries(SCREENSHOT_SIZES)) {
    const context = await shopperContext(browser, url.origin, target.store, size);
    const page = await context.newPage();
    await page.goto(`${url.origin}${target.path}`);
    await page.getByRole('main').getByRole('article').first().waitFor();
    await page.waitForLoadState('networkidle');
    // A development build's version badge (version-badge.tsx) is no part of the store a shopper installs.
    await page.getByText(/^v\d+\.\d+\.\d+ · /).evaluateAll((badges) => badges.forEach((badge) => badge.remove()));
    const file = path.join(brandFolder(key), 'screenshots', `${name}.jpg`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, await page.screenshot({ type: 'jpeg', quality: 70 }));
    console.log(`wrote ${path.relative(process.cwd(), file)}`);
    await context.close();
  }
}

async function main(): Promise<void> {
  const [what, baseURL] = process.argv.slice(2);
  if (what !== 'icons' && !(what === 'screenshots' && baseURL)) {
    throw new Error('usage: render-install-assets.ts icons | screenshots <base URL of a running built server>');
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    for (const key of Object.keys(DEMO_BRANDS) as BrandKey[]) {
      if (what === 'icons') {
        if (key === ICON_BRAND) await renderBrandIcons(browser, key);
        await renderShortcutIcons(browser, key);
      } else await renderScreenshots(browser, baseURL!, key);
    }
  } finally {
    await browser.close();
  }
}

await main();

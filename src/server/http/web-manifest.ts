import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { orderingApps } from '../db/schema';
import type { AppEnv } from './context';
import { brandForRequest } from './brand';

interface WebManifest {
  name: string;
  short_name: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
  [key: string]: unknown;
}

/**
 * The web manifest in the request brand's name, colour and icon (README "Per-brand web manifest"): one deployment,
 * two installable storefronts. The built manifest is the main brand's and the template for the other.
 */
export function webManifestHandler(distDir: string) {
  let template: WebManifest | undefined;
  return async (c: Context<AppEnv>) => {
    template ??= JSON.parse(readFileSync(path.join(distDir, 'manifest.webmanifest'), 'utf8')) as WebManifest;
    const db = c.get('db');
    const brand = await brandForRequest(db, { brand: c.req.query('brand'), host: c.req.header('host') });
    const [app] = brand ? await db.select().from(orderingApps).where(eq(orderingApps.id, brand.id)) : [];
    c.header('Cache-Control', 'no-cache');
    c.header('Content-Type', 'application/manifest+json; charset=utf-8');
    if (!app || app.isMainBrand) return c.body(JSON.stringify(template));
    const manifest: WebManifest = {
      ...template,
      name: `${app.name} · Cannabis Dispensary Ordering`,
      short_name: app.name,
      theme_color: app.primaryColor,
      icons: [{ src: app.faviconUrl, sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
    };
    return c.body(JSON.stringify(manifest));
  };
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Context } from 'hono';
import type { AppEnv } from './context';
import { brandFile } from './brand-assets';
import { brandForRequest } from './brand';

interface ManifestImage {
  src: string;
  type?: string;
  [key: string]: unknown;
}

interface WebManifest {
  name: string;
  short_name: string;
  theme_color: string;
  icons: ManifestImage[];
  screenshots?: ManifestImage[];
  shortcuts?: { icons?: ManifestImage[]; [key: string]: unknown }[];
  [key: string]: unknown;
}

/** The suffix of an installed app's full name (the main brand's is the built manifest's). */
const NAME_SUFFIX = ' · Cannabis Dispensary Ordering';

/**
 * The web manifest in the request brand's name, colour, icons, screenshots and shortcut icons
 * (README "Per-brand web manifest"): one deployment, two installable storefronts. The built
 * manifest is the main brand's and the template for the other: each of its files is swapped for the
 * brand's own (brand-assets.ts) or left out when the brand has none, and its SVG icon is the
 * brand's favicon.
 */
export function webManifestHandler(distDir: string) {
  let template: WebManifest | undefined;
  return async (c: Context<AppEnv>) => {
    template ??= JSON.parse(readFileSync(path.join(distDir, 'manifest.webmanifest'), 'utf8')) as WebManifest;
    const brand = await brandForRequest(c.get('db'), { brand: c.req.query('brand'), host: c.req.header('host') });
    c.header('Cache-Control', 'no-cache');
    c.header('Content-Type', 'application/manifest+json; charset=utf-8');
    if (!brand || brand.isMainBrand) return c.body(JSON.stringify(template));
    const own = (image: ManifestImage): ManifestImage[] => {
      if (image.type === 'image/svg+xml') return [{ ...image, src: brand.faviconUrl }];
      const src = brandFile(distDir, brand.slug, image.src);
      return src ? [{ ...image, src }] : [];
    };
    const manifest: WebManifest = {
      ...template,
      name: `${brand.name}${NAME_SUFFIX}`,
      short_name: brand.name,
      theme_color: brand.primaryColor,
      icons: template.icons.flatMap(own),
      ...(template.screenshots && { screenshots: template.screenshots.flatMap(own) }),
      ...(template.shortcuts && { shortcuts: template.shortcuts.map((shortcut) => (shortcut.icons ? { ...shortcut, icons: shortcut.icons.flatMap(own) } : shortcut)) }),
    };
    return c.body(JSON.stringify(manifest));
  };
}

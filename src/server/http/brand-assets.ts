import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The other brand's counterpart of one of the main brand's install files (README "Per-brand web
 * manifest"): the main brand's icons are in /icons/, every brand's other files in /brands/<slug>/,
 * so /icons/maskable-512.png is /brands/harbor/maskable-512.png for the brand 'harbor', and
 * /brands/apotheca/shortcuts/cart.png is /brands/harbor/shortcuts/cart.png.
 */
export function brandCounterpart(src: string, slug: string): string | undefined {
  const name = /^\/icons\/([^/]+)$/.exec(src)?.[1] ?? /^\/brands\/[^/]+\/([^?#]+)$/.exec(src)?.[1];
  return name ? `/brands/${slug}/${name}` : undefined;
}

/**
 * The brand's own file for one of the main brand's, or undefined when the build has none (a brand
 * added without its install files keeps what it has, and never shows another brand's picture).
 */
export function brandFile(distDir: string, slug: string, src: string): string | undefined {
  const counterpart = brandCounterpart(src, slug);
  if (!counterpart) return undefined;
  const file = path.join(distDir, path.normalize(counterpart));
  return file.startsWith(distDir + path.sep) && existsSync(file) ? counterpart : undefined;
}

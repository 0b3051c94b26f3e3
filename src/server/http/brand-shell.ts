import { escapeHtml } from '@/api/shell-document';
import { resolvePageMeta } from '@/domain/page-meta';
import { brandFile } from './brand-assets';

/** What the shell's head says of a brand. */
export interface ShellBrand {
  slug: string;
  name: string;
  isMainBrand: boolean;
  primaryColor: string;
  faviconUrl: string;
}

/** The main brand's apple-touch-icon as index.html names it. */
const APPLE_TOUCH_ICON = /<link rel="apple-touch-icon" href="([^"]*)"\s*\/?>/;

/**
 * The shell (index.html, built for the main brand) in the request brand's name (README "Per-brand
 * web manifest"): its title and description (the home page's, part 1 §2 Footer: the shell is every
 * page's until the app sets its own), theme colour, favicon, and what iOS reads when a shopper adds
 * it to the home screen, apple-mobile-web-app-title and apple-touch-icon (the brand's own, or none:
 * iOS then draws one, which beats another brand's). The main brand's is the shell as built.
 */
export function brandShell(shellHtml: string, brand: ShellBrand, distDir: string): string {
  if (brand.isMainBrand) return shellHtml;
  const meta = resolvePageMeta('/', { name: brand.name, isMainBrand: false });
  const touchIcon = brandFile(distDir, brand.slug, APPLE_TOUCH_ICON.exec(shellHtml)?.[1] ?? '');
  return shellHtml
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"/, `<meta name="description" content="${escapeHtml(meta.description)}"`)
    .replace(/<meta name="theme-color" content="[^"]*"/, `<meta name="theme-color" content="${escapeHtml(brand.primaryColor)}"`)
    .replace(/<meta name="apple-mobile-web-app-title" content="[^"]*"/, `<meta name="apple-mobile-web-app-title" content="${escapeHtml(brand.name)}"`)
    .replace(
      /<link rel="icon" href="[^"]*" type="[^"]*"/,
      `<link rel="icon" href="${escapeHtml(brand.faviconUrl)}" type="${brand.faviconUrl.endsWith('.svg') ? 'image/svg+xml' : 'image/png'}"`,
    )
    .replace(APPLE_TOUCH_ICON, touchIcon ? `<link rel="apple-touch-icon" href="${escapeHtml(touchIcon)}" />` : '');
}

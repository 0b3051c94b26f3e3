import type { OrderingApp } from '@/api/ordering-app';
import { brandPalette } from './brand-colors';

const DEFAULT_PRIMARY = '#1f6f4a';

/** Applies the brand to the document: colour variables on :root (read by Panda's brand tokens), favicon, theme colour. */
export function applyBrandTheme(app: Pick<OrderingApp, 'primary_color' | 'secondary_color' | 'favicon_url' | 'name'>): void {
  const palette = brandPalette(app.primary_color, app.secondary_color, DEFAULT_PRIMARY);
  const root = document.documentElement.style;
  root.setProperty('--brand-primary', palette.primary);
  root.setProperty('--brand-on-primary', palette.onPrimary);
  root.setProperty('--brand-secondary', palette.secondary);
  root.setProperty('--brand-soft', palette.soft);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', palette.primary);
  if (app.favicon_url) {
    const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (icon && icon.getAttribute('href') !== app.favicon_url) {
      icon.href = app.favicon_url;
      icon.type = app.favicon_url.endsWith('.svg') ? 'image/svg+xml' : '';
    }
  }
}

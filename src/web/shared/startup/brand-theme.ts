import type { OrderingApp } from '@/api/ordering-app';
import { brandColorVariables } from '@/domain/brand-colors';

/** Applies the brand to the document: colour variables on :root (read by Panda's brand tokens), favicon, theme colour. */
export function applyBrandTheme(app: Pick<OrderingApp, 'primary_color' | 'secondary_color' | 'favicon_url' | 'name'>): void {
  const variables = brandColorVariables(app.primary_color, app.secondary_color);
  const root = document.documentElement.style;
  for (const [name, value] of Object.entries(variables)) root.setProperty(name, value);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', variables['--brand-primary']!);
  if (app.favicon_url) {
    const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (icon && icon.getAttribute('href') !== app.favicon_url) {
      icon.href = app.favicon_url;
      icon.type = app.favicon_url.endsWith('.svg') ? 'image/svg+xml' : '';
    }
  }
}

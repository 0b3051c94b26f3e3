import { defineConfig } from '@pandacss/dev';
import { BREAKPOINTS } from './src/web/ui/breakpoints';
import { focusRing, focusRingInset } from './src/web/ui/focus-ring';

/**
 * One design language: tokens here, Ark UI parts styled with recipes in src/web/ui.
 * Brand colours are CSS variables set at runtime from the ordering app, so each brand overrides
 * tokens, never components.
 */
export default defineConfig({
  preflight: true,
  include: ['./src/web/**/*.{ts,tsx}'],
  exclude: ['./src/web/**/*.test.{ts,tsx}'],
  outdir: 'styled-system',
  jsxFramework: 'react',
  theme: {
    extend: {
      breakpoints: { ...BREAKPOINTS },
      tokens: {
        colors: {
          ink: { value: '#1b1f1d' },
          muted: { value: '#535b57' },
          line: { value: '#d9dedb' },
          canvas: { value: '#ffffff' },
          wash: { value: '#f4f6f5' },
          danger: { value: '#b3261e' },
          warning: { value: '#8a5300' },
          success: { value: '#1e6b3a' },
        },
        fonts: {
          body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
        },
        radii: { card: { value: '12px' }, pill: { value: '999px' } },
      },
      semanticTokens: {
        colors: {
          brand: {
            DEFAULT: { value: 'var(--brand-primary, #1f6f4a)' },
            contrast: { value: 'var(--brand-on-primary, #ffffff)' },
            secondary: { value: 'var(--brand-secondary, #f2c14e)' },
            soft: { value: 'var(--brand-soft, #e6f1eb)' },
          },
        },
      },
    },
  },
  globalCss: {
    'html, body': { fontFamily: 'body', color: 'ink', bg: 'canvas' },
    a: { color: 'inherit' },
    // One keyboard focus ring for the app (WCAG 2.2 Focus Appearance; see src/web/ui/focus-ring.ts).
    ':focus-visible': focusRing,
    // A card whose link covers it (the link's ::after) rings the whole card, not the link's text:
    // the same band drawn just inside its edge, as carousels' scrolling rows clip what is outside.
    '[data-focus-ring=card]:has(a:focus-visible)': focusRingInset,
  },
});

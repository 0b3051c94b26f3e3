import { describe, expect, it } from 'vitest';
import { withoutUnusedCustomProperties } from './unused-custom-properties';

// README "A repeat visit shows the last page at once": a kept page carries only the rules it uses.
describe('a kept page keeps only the design tokens it reaches', () => {
  const tokens =
    ':where(:root, :host) { --colors-green-700: #1e6b47; --colors-brand: var(--colors-green-700); --colors-unused: #ff0000; ' +
    '--spacing-4: 1rem; --spacing-9: 2.25rem; --fonts-body: var(--font-fallback, var(--fonts-system)); --fonts-system: system-ui; --font-fallback: sans-serif; }';
  const utilities = '.c_brand { color: var(--colors-brand); }.p_4 { padding: var(--spacing-4); }body { font-family: var(--fonts-body); }';

  it('drops tokens nothing uses, and keeps those used directly, through another token, or in a fallback', () => {
    const kept = withoutUnusedCustomProperties(tokens + utilities, '<p class="c_brand p_4">Hi</p>');
    expect(kept).toContain('--colors-brand: var(--colors-green-700);');
    expect(kept).toContain('--colors-green-700: #1e6b47;');
    expect(kept).toContain('--spacing-4: 1rem;');
    expect(kept).toContain('--fonts-system: system-ui;');
    expect(kept).toContain('--font-fallback: sans-serif;');
    expect(kept).not.toContain('--colors-unused');
    expect(kept).not.toContain('--spacing-9');
    // The rules themselves are untouched.
    expect(kept).toContain(utilities);
  });

  it('keeps a token the markup reaches in an inline style', () => {
    const kept = withoutUnusedCustomProperties(tokens, '<div style="margin-top: var(--spacing-9)"></div>');
    expect(kept).toContain('--spacing-9: 2.25rem;');
    expect(kept).not.toContain('--colors-unused');
  });

  it('never touches a value it cannot read whole (a picture by url)', () => {
    const css = ':root { --assets-check: url("data:image/svg+xml,%3Csvg%3E%3C/svg%3E"); --colors-unused: red; }';
    expect(withoutUnusedCustomProperties(css, '')).toBe(':root { --assets-check: url("data:image/svg+xml,%3Csvg%3E%3C/svg%3E");  }');
  });
});

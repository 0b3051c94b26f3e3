import { describe, expect, it } from 'vitest';
import { BRAND_LOGO_SLOT, BRAND_NAME_SLOT } from '@/api/shell-document';
import { renderFirstVisitGates } from './first-visit-gate';

describe("the first visitor's gate, rendered at build time (README: A first visit shows the age gate; part 1 §2 age gate)", () => {
  it("is the app's own gate: question, box, Enter Site disabled until ticked, terms links, brand slots", async () => {
    const { withLogo, nameOnly } = await renderFirstVisitGates();
    const gate = new DOMParser().parseFromString(withLogo, 'text/html');
    expect(gate.querySelector('[role="alertdialog"] h2')?.textContent).toBe('Are you at least 21?');
    expect(gate.querySelector('input[type="checkbox"]')).not.toBeNull();
    const enter = [...gate.querySelectorAll('button')].find((button) => button.textContent === 'Enter Site');
    expect(enter?.disabled).toBe(true);
    expect(gate.querySelector('a[href="/terms-of-service"]')).not.toBeNull();
    expect(gate.querySelector('img')?.getAttribute('src')).toBe(BRAND_LOGO_SLOT);
    expect(gate.querySelector('img')?.getAttribute('alt')).toBe(BRAND_NAME_SLOT);
    expect(nameOnly).not.toContain(BRAND_LOGO_SLOT);
    expect(nameOnly).toContain(`>${BRAND_NAME_SLOT}</p>`);
  });

  it("carries no test ids, so tests find the app's gate once it takes over", async () => {
    const { withLogo } = await renderFirstVisitGates();
    expect(withLogo).not.toContain('data-testid');
  });
});

import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';

/** The age gate's texts (spec part 1 §2, "Age gate and cookie banner"). */
export const AGE_GATE = {
  question: 'Are you at least 21?',
  checkbox: 'Yes, I am at least 21 years of age or am otherwise a qualified patient.',
  enter: 'Enter Site',
} as const;

/** The cookie 'Enter Site' sets for 365 days (src/web/shell/age-gate/age-gate-state.ts). */
export const AGE_COOKIE = 'apotheca_age_confirmed';

/** The age gate on the current page, found by its question (a dialog or an alert dialog). */
export function ageGate(page: Page) {
  return page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: AGE_GATE.question });
}

/**
 * Passes the age gate the way a shopper does: tick the 21+ box, then Enter Site. The gate sets its
 * cookie, so later navigations in the same test (same browser context) skip it.
 */
export async function passAgeGate(page: Page): Promise<void> {
  const gate = ageGate(page);
  await expect(gate).toBeVisible();
  await gate.getByText(AGE_GATE.checkbox).click();
  await expect(gate.getByRole('checkbox', { name: AGE_GATE.checkbox })).toBeChecked();
  await gate.getByRole('button', { name: AGE_GATE.enter }).click();
  await expect(gate).toHaveCount(0);
}

/** For journeys that are not about the gate: the browser already carries the age cookie. */
export async function skipAgeGate(context: BrowserContext, baseURL: string): Promise<void> {
  await context.addCookies([{ name: AGE_COOKIE, value: 'true', url: baseURL }]);
}

/**
 * For journeys that are not about the shell's dialogs: every page of the context opens in a visit
 * that already had its promotion (the flag src/web/shell/promo-dialog/promo-state.ts reads), so no
 * special offer (and no marketing dialog, part 1 §2: never both in one visit) opens at the journey's
 * first click. The offer waits for the shopper's first interaction (README "One interruption at a
 * time"), which in a test is whichever step comes first; e2e/interruptions.spec.ts tests the offer.
 */
export async function promotionAlreadyShown(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => sessionStorage.setItem('apotheca_promo_this_visit', 'true'));
}

/** `shopper`: a page that has opened / and passed the age gate by clicking through it. */
export const test = base.extend<{ shopper: Page }>({
  shopper: async ({ page }, use) => {
    await page.goto('/');
    await passAgeGate(page);
    await use(page);
  },
});

export { expect };

/**
 * How long a test waits for the service worker to take control: its install precaches about 270
 * files, which on two busy cores (another spec running beside it) takes longer than the default 10 s.
 */
export const SERVICE_WORKER_TIMEOUT = { timeout: 60_000 } as const;

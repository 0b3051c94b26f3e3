import { expect, type BrowserContext, type Page } from '@playwright/test';
import { promotionAlreadyShown } from './fixtures';

/**
 * Account helpers for e2e: codes are read from the development outbox page (DECISIONS.md "Email and
 * SMS": tests read codes from the outbox, never from a shortcut), as a person would.
 */

/** The newest 6-digit code sent to `recipient` (an email or 10 phone digits), read from /dev/outbox. */
export async function codeFromOutbox(context: BrowserContext, recipient: string, notCode?: string): Promise<string> {
  const outbox = await context.newPage();
  try {
    let code = '';
    await expect
      .poll(
        async () => {
          await outbox.goto(`/dev/outbox?to=${encodeURIComponent(recipient)}`);
          const newest = outbox.locator(`article[data-recipient="${recipient}"] pre`).first();
          code = (await newest.count()) ? ((await newest.textContent())?.match(/\b(\d{6})\b/)?.[1] ?? '') : '';
          return code !== '' && code !== notCode;
        },
        { message: `a new code for ${recipient} in the outbox` },
      )
      .toBe(true);
    return code;
  } finally {
    await outbox.close();
  }
}

/** Fills a labelled field exactly (several labels contain 'Email' or 'Password'). */
export async function fill(page: Page, label: string, value: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).fill(value);
}

/** Picks an option of an Ark select (a combobox named by its label). */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('combobox', { name: label })).toContainText(option);
}

export async function logIn(page: Page, email: string, password: string): Promise<void> {
  // A signed-in journey is a returning shopper's errand, not a test of the shell's dialogs.
  await promotionAlreadyShown(page.context());
  await page.goto(`/login?u=${encodeURIComponent(email)}`);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await fill(page, 'Password', password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible(SIGN_IN_TIMEOUT);
}

/**
 * How long a sign-in may take: the server checks the password with scrypt at production cost
 * (N=2^17, 128 MiB), and with two specs signing in at once beside two browsers on CI's two cores one
 * sign-in was measured at 8.3 s, over the default 10 s with the page's own start added.
 */
const SIGN_IN_TIMEOUT = { timeout: 30_000 } as const;

export async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
}

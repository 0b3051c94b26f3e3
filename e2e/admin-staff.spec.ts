import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { codeFromOutbox, fill, logIn } from './support/accounts';
import { expect, skipAgeGate, test } from './support/fixtures';

/**
 * Staff and kiosks in the console (README "Staff and kiosks"), in Chromium against the real server
 * from a fresh database: the demo operator invites a budtender, who sets a password with the emailed
 * code and works the store's queue until the operator disables the account; a kiosk is unpinned from
 * the console and stops at once.
 */
test.describe.configure({ timeout: 180_000 });

const PASSWORD = 'Apotheca420!';
const OPERATOR = 'operator@apotheca.test';
const STORE_STAFF = 'staff.hudson-valley-ny@apotheca.test';
const INVITEE_PASSWORD = 'Marigold88&';

/** Serious and critical WCAG 2.1 AA problems of the page, as the console's other pages are checked. */
async function seriousViolations(page: Page) {
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5) }));
}

/** A person on a device of their own (a browser context with its own storage). */
async function newPerson(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  await skipAgeGate(context, baseURL);
  return { context, page: await context.newPage() };
}

test('an invited budtender sets a password with the code, reaches the Hudson Valley queue, and is refused once the operator disables them', async ({ browser, baseURL }) => {
  const operator = await newPerson(browser, baseURL!);
  await logIn(operator.page, OPERATOR, PASSWORD);
  await operator.page.goto('/admin/staff');
  await expect(operator.page.getByRole('heading', { level: 1, name: 'Staff and kiosks' })).toBeVisible();

  const email = `river.${Date.now()}@apotheca.test`;
  const invite = operator.page.getByRole('form', { name: 'Invite staff' });
  await invite.getByLabel('Email').fill(email);
  await invite.getByLabel('First name').fill('River');
  await invite.getByLabel('Last name').fill('Stone');
  await invite.getByRole('radio', { name: /Budtender/ }).check();
  // Without a store the form says so beside the stores and sends nothing.
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite.getByText('Choose at least one store.')).toBeVisible();
  expect(await seriousViolations(operator.page), '/admin/staff with a field error').toEqual([]);
  await invite.getByRole('checkbox', { name: 'Hudson Valley' }).check();
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite.getByRole('status')).toContainText(`Invitation sent to ${email}`);
  // The row of this invitee (by email: a repeated run leaves earlier River Stones in the list).
  const row = operator.page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Invited (no password yet)');

  // The invitee opens the link of the email and sets a password with the code in it.
  const invitee = await newPerson(browser, baseURL!);
  const code = await codeFromOutbox(invitee.context, email);
  await invitee.page.goto(`/verify-password-change?u=${encodeURIComponent(email)}`);
  await fill(invitee.page, 'Verification code', code);
  await fill(invitee.page, 'New password', INVITEE_PASSWORD);
  await fill(invitee.page, 'Confirm password', INVITEE_PASSWORD);
  await invitee.page.getByRole('button', { name: 'Change Password' }).click();
  await expect(invitee.page).toHaveURL(/\/login/);
  await logIn(invitee.page, email, INVITEE_PASSWORD);
  await invitee.page.goto('/orders');
  await expect(invitee.page.getByRole('heading', { level: 1, name: 'Order Queue' })).toBeVisible();

  await operator.page.reload();
  await expect(row).toContainText('Active');
  await row.getByRole('button', { name: 'Disable River Stone' }).click();
  const confirm = operator.page.getByRole('alertdialog');
  await confirm.getByRole('button', { name: 'Disable' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toContainText('Disabled');
  await expect(row.getByRole('button', { name: 'Enable River Stone' })).toBeVisible();

  // The budtender's next call is refused: the terminal signs them out, and signing in again is refused.
  await invitee.page.reload();
  // Signed out once the first call after start-up is refused: the header offers 'Log in' again, or the
  // staff route has already sent the signed-out visitor to the sign-in page. Waiting for either (not
  // only for the queue to be gone, which is also true while the page still loads) keeps the next step
  // from meeting a sign-in page that sends a still-signed-in visitor home.
  const signedOut = invitee.page.getByRole('link', { name: 'Log in' }).or(invitee.page.getByRole('heading', { level: 1, name: 'Log In' }));
  await expect(signedOut).toBeVisible({ timeout: 30_000 });
  await expect(invitee.page.getByRole('heading', { level: 1, name: 'Order Queue' })).toHaveCount(0);
  await invitee.page.goto(`/login?u=${encodeURIComponent(email)}`);
  await fill(invitee.page, 'Password', INVITEE_PASSWORD);
  await invitee.page.getByRole('button', { name: 'Log In' }).click();
  await expect(invitee.page.getByText('This account has been disabled. Ask your operator to turn it back on.')).toBeVisible({ timeout: 30_000 });
  await Promise.all([operator.context.close(), invitee.context.close()]);
});

test('the operator unpins the Hudson Valley kiosk from the console; the device is no longer a kiosk', async ({ browser, baseURL }) => {
  const kiosk = await newPerson(browser, baseURL!);
  await logIn(kiosk.page, STORE_STAFF, PASSWORD);
  await kiosk.page.goto('/kiosk/setup');
  await kiosk.page.getByRole('button', { name: 'Pin This Device' }).click();
  await expect(kiosk.page).toHaveURL(/\/kiosk$/);

  const operator = await newPerson(browser, baseURL!);
  await logIn(operator.page, OPERATOR, PASSWORD);
  await operator.page.goto('/admin/staff');
  await operator.page.getByRole('combobox', { name: 'Store' }).click();
  await operator.page.getByRole('option', { name: /Hudson Valley/ }).click();
  const kiosks = operator.page.getByRole('table', { name: 'Kiosks at Hudson Valley' });
  const pinned = kiosks.getByRole('row').filter({ hasText: 'Pinned' }).filter({ hasText: 'Staff hudson-valley-ny' });
  await expect(pinned).toHaveCount(1);
  await pinned.getByRole('button', { name: /Unpin kiosk/ }).click();
  expect(await seriousViolations(operator.page), 'the unpin dialog').toEqual([]);
  await operator.page.getByRole('alertdialog').getByRole('button', { name: 'Unpin' }).click();
  await expect(kiosks.getByRole('row').filter({ hasText: /Unpinned .* by Avery Operator/ })).toHaveCount(1);

  await kiosk.page.reload();
  await expect(kiosk.page.getByText('This device is not set up as a kiosk. Ask a staff member to set it up.')).toBeVisible({ timeout: 20_000 });
  await Promise.all([operator.context.close(), kiosk.context.close()]);
});

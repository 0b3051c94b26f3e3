import { expect, test } from '@playwright/test';
import { presetStore } from './support/catalog';
import { choose, codeFromOutbox, fill, logIn, logOut } from './support/accounts';
import { skipAgeGate } from './support/fixtures';

/**
 * One shopper's whole account life in Chromium against the real server and a
 * fresh database. Codes come from the development outbox page, as a person would read them.
 * Spec part 2 §2 (routes), §4 (registration, contact preferences, phone verification, loyalty),
 * §5 (validation and messages), §8 (error catalogue).
 */
const PASSWORD = 'Harvest2026!';
const NEW_PASSWORD = 'Meadow77?x';
const PHONE_DIGITS = '8455550199';

test('register, confirm, verify the phone, choose text, sign out and in, edit the profile, address, OH card, rewards and a password reset', async ({ page, context, baseURL }) => {
  test.setTimeout(180_000);
  const email = `new.shopper.${Date.now()}@example.com`;
  await skipAgeGate(context, baseURL!);
  await presetStore(context, baseURL!, 'hudson-valley-ny', 'Adult Use');

  // Registration step 1 (part 2 §5): Next waits for the four fields; the agreement is ticked.
  await page.goto('/register?step=1');
  await fill(page, 'First name', 'Jordan');
  await fill(page, 'Last name', 'Rivers');
  await fill(page, 'Email', email.toUpperCase());
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await page.getByLabel('Mobile phone').pressSequentially(PHONE_DIGITS);
  await expect(page.getByLabel('Mobile phone')).toHaveValue('(845) 555-0199');
  await page.getByRole('checkbox', { name: /Text and email me about my online orders/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2: the password rules gate Create Account; a mismatched confirmation says so.
  await fill(page, 'Password', 'harvest');
  await fill(page, 'Confirm password', 'harvest');
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeDisabled();
  await fill(page, 'Password', PASSWORD);
  await fill(page, 'Confirm password', 'Harvest2026?');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Both passwords must match.')).toBeVisible();
  await fill(page, 'Confirm password', PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();

  // Confirm the email with the code from the outbox (the email was lowercased, part 2 §5).
  await expect(page).toHaveURL(/\/register\/confirm\?/);
  const emailCode = await codeFromOutbox(context, email);
  await fill(page, 'Verification code', emailCode === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText('Invalid verification code, please try again or resend code.')).toBeVisible();
  await fill(page, 'Verification code', emailCode);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();

  // Phone verification: a code is texted on load.
  await expect(page).toHaveURL(/\/register\/verify-phone/);
  await expect(page.getByRole('heading', { name: 'Verify your phone' })).toBeVisible();
  const phoneCode = await codeFromOutbox(context, PHONE_DIGITS);
  await fill(page, 'Verification code', phoneCode);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();

  // Order notices by text (the phone is verified now), then promotions by email, then success.
  await expect(page).toHaveURL(/\/register\/transactions/);
  await page.getByRole('radio', { name: /Text Message/ }).check();
  await page.getByRole('button', { name: 'Save and Continue' }).click();
  await expect(page).toHaveURL(/\/register\/promotions/);
  await page.getByRole('checkbox', { name: /^Email/ }).check();
  await page.getByRole('button', { name: 'Save and Finish' }).click();
  await expect(page).toHaveURL(/\/register\/success/);
  await expect(page.getByRole('dialog', { name: 'Welcome!' })).toBeVisible();
  // The dialog closes by itself after 4 s and returns the shopper (part 2 §2).
  await expect(page).not.toHaveURL(/\/register/, { timeout: 10_000 });

  // The account shows text as the order-notice method.
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'My Account', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Transactional Communications' })).toContainText('Text');

  // Sign out and back in.
  await logOut(page);
  await logIn(page, email, PASSWORD);

  // Edit the profile (only first, last and phone are editable; part 2 §5 "Account edit").
  await page.goto('/account');
  const profile = page.getByRole('region', { name: 'Profile' });
  await profile.getByRole('button', { name: 'Edit' }).click();
  await fill(page, 'First name', 'Jordana');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  // Saving closes the form; the profile reads the new name.
  await expect(profile.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(profile).toContainText('Jordana Rivers');

  // Add an address, then delete it with confirmation.
  await page.getByRole('link', { name: 'Add address' }).click();
  await fill(page, 'Address line 1', '14 Orchard Lane');
  await fill(page, 'City', 'New Paltz');
  await choose(page, 'State', 'New York');
  await fill(page, 'Zip code', '12561');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(/\/account$/);
  const addresses = page.getByRole('region', { name: 'Saved Addresses' });
  await expect(addresses).toContainText('14 Orchard Lane');
  await expect(addresses).toContainText('Default');
  await addresses.getByRole('button', { name: 'Delete 14 Orchard Lane' }).click();
  const confirmDelete = page.getByRole('alertdialog', { name: 'Delete address?' });
  await confirmDelete.getByRole('button', { name: 'Delete' }).click();
  await expect(confirmDelete).toHaveCount(0);
  await expect(addresses).not.toContainText('14 Orchard Lane');

  // An Ohio medical card: a bad number shows the state's format message, then a good one saves.
  await page.getByRole('link', { name: 'Add medical card' }).click();
  await choose(page, 'State', 'Ohio');
  await fill(page, 'Medical card number', '1234-5678');
  await choose(page, 'Month', '12 - December');
  await choose(page, 'Day', '31');
  await choose(page, 'Year', String(new Date().getFullYear() + 2));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // The format hint is always there; the field turns invalid and keeps what was typed.
  const cardNumber = page.getByLabel('Medical card number');
  await expect(cardNumber).toHaveAttribute('aria-invalid', 'true');
  await expect(cardNumber).toHaveAccessibleDescription(/Ohio medical card must be format ####-####-####-####-####\./);
  await expect(cardNumber).toHaveValue('1234-5678');
  await fill(page, 'Medical card number', '1111-2222-3333-4444-5555');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('region', { name: /Medical Card/i })).toContainText('5555');

  // Join rewards (the phone is verified).
  await page.goto('/account/loyalty');
  await page.getByRole('checkbox', { name: 'Enroll me in the rewards program' }).check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('region', { name: /Rewards/ })).toContainText(/points/i);

  // Forgot password: a code by email, a new password, then sign in with it.
  await logOut(page);
  await page.goto('/forgot-password');
  await fill(page, 'Email', email);
  await page.getByRole('button', { name: /Send/ }).click();
  await expect(page).toHaveURL(/\/verify-password-change/);
  const resetCode = await codeFromOutbox(context, email, emailCode);
  await fill(page, 'Verification code', resetCode);
  await fill(page, 'New password', NEW_PASSWORD);
  await fill(page, 'Confirm password', NEW_PASSWORD);
  await page.getByRole('button', { name: /Save|Set|Change/ }).first().click();
  await expect(page).toHaveURL(/\/login/);
  await logIn(page, email, NEW_PASSWORD);
});

test('a wrong password gets the generic message and keeps what was typed (part 2 §8)', async ({ page, context, baseURL }) => {
  await skipAgeGate(context, baseURL!);
  await page.goto('/login');
  await fill(page, 'Email', 'shopper@apotheca.test');
  await fill(page, 'Password', 'NotTheRight1');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('Incorrect email or password.')).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('shopper@apotheca.test');
});

test('account screens need login and come back after it (part 2 §2 "Account")', async ({ page, context, baseURL }) => {
  await skipAgeGate(context, baseURL!);
  await presetStore(context, baseURL!, 'hudson-valley-ny', 'Adult Use');
  await page.goto('/account/transactional');
  await expect(page).toHaveURL(/\/login\?from=/);
  await fill(page, 'Email', 'shopper@apotheca.test');
  await fill(page, 'Password', 'Apotheca420!');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/account\/transactional$/);
  await expect(page.getByRole('radio', { name: /Text Message/ })).toBeChecked();
});

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { logIn } from './support/accounts';
import { openProduct } from './support/cart';
import { presetStore } from './support/catalog';
import { expect, skipAgeGate, test } from './support/fixtures';
import { filterAuditLog } from './support/audit';
import { registerShopper } from './support/register';

/**
 * Customers in the console (README "Customers in the console"; part 2 §4 "Store association and
 * ordering rights"), in Chromium against the real server from a fresh database: a shopper asks for a
 * medical association through their own flow, the demo operator rejects it with a reason, and the
 * shopper can no longer add medical items and is told so by email.
 */
test.describe.configure({ timeout: 150_000 });

const OPERATOR = 'operator@apotheca.test';
const PASSWORD = 'Apotheca420!';
const DENIED = 'Sorry. Your request has been denied. Please email us if you have questions.';

async function seriousViolations(page: Page) {
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5) }));
}

test.beforeEach(async ({ context, baseURL }) => {
  await skipAgeGate(context, baseURL!);
});

test("the operator rejects a shopper's pending medical association: the shopper can no longer add medical items and gets a notice", async ({ page, browser, baseURL, request }) => {
  // The shopper's own flow: Medical at Hudson Valley, Add to Cart asks for the card, and the
  // association it creates is pending review (part 2 §4), which already grants medical shopping.
  const context = await browser.newContext();
  await skipAgeGate(context, baseURL!);
  await presetStore(context, baseURL!, 'hudson-valley-ny', 'Medical');
  const shopper = await registerShopper(request, context, 'Medpending');
  const shopperPage = await context.newPage();
  await logIn(shopperPage, shopper.email, shopper.password);
  const product = await openProduct(shopperPage, 'flower', 0);
  const main = shopperPage.getByRole('main');
  await main.getByRole('button', { name: 'Add to Cart' }).click();
  const cardDialog = shopperPage.getByRole('dialog', { name: 'Confirm Medical Card' });
  await cardDialog.getByLabel('Medical card number').fill('NY-4417-2210');
  await cardDialog.getByRole('button', { name: 'Confirm' }).click();
  const added = shopperPage.getByRole('dialog', { name: 'Added to Cart' });
  await expect(added).toBeVisible();
  await added.getByRole('button', { name: 'Keep Shopping' }).click();

  // The demo operator finds the shopper by email and rejects the pending association with a reason.
  await logIn(page, OPERATOR, PASSWORD);
  await page.goto('/admin/customers');
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  await page.getByLabel('Name, email or phone').fill(shopper.email);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('button', { name: `Tester, ${shopper.first}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${shopper.first} Tester` })).toBeVisible();
  await expect(page.getByText(/Pending review/)).toBeVisible();
  expect(await seriousViolations(page), 'a customer in the console').toEqual([]);
  await page.getByRole('button', { name: 'Reject Medical at Hudson Valley' }).click();
  const reject = page.getByRole('dialog', { name: 'Reject Medical at Hudson Valley?' });
  const reason = reject.getByRole('textbox', { name: /Reason/ });
  await expect(reason).toBeFocused();
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(reject.getByText('Say why in at least 3 characters.')).toBeVisible();
  await reason.fill('The card number is not in the New York registry.');
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(reject).toHaveCount(0);
  await expect(page.getByText(/Rejected · since/)).toBeVisible();
  // Focus comes back to the association's row (its Reject button is gone).
  await expect(page.locator('li:focus')).toContainText('Rejected');

  // The shopper's next visit to a medical product: adding is refused in the spec's words.
  await shopperPage.goto('/products/flower');
  await openProduct(shopperPage, 'flower', 0);
  await expect(shopperPage.getByRole('heading', { level: 1, name: product })).toBeVisible();
  await expect(main.getByText(DENIED)).toBeVisible();
  await expect(main.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);

  // ...and the notice, in the outbox by their contact method (email), names the store and the reason.
  await shopperPage.goto(`/dev/outbox?to=${encodeURIComponent(shopper.email)}`);
  const notice = shopperPage.locator(`article[data-recipient="${shopper.email}"]`, { hasText: 'was denied' });
  await expect(notice).toHaveCount(1);
  await expect(notice.locator('pre')).toHaveText(
    'Your request for a Medical membership at Hudson Valley was denied: The card number is not in the New York registry. Please email us if you have questions.',
  );
  await context.close();

  // The audit log has the decision with its reason.
  // Other specs write to the same log meanwhile (an import writes 5,000 rows): filtered by the action.
  await page.goto('/admin/audit');
  await filterAuditLog(page, 'customer.association.reject');
  await expect(page.getByRole('main')).toContainText('customer.association.reject');
});

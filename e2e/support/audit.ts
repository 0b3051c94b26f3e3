import { expect, type Page } from '@playwright/test';

/**
 * On /admin/audit: shows only the entries of one action. Specs running beside each other write to
 * the same log (an import writes thousands of rows), so a spec finds its own entry by filtering,
 * never by hoping it is on the first page.
 */
export async function filterAuditLog(page: Page, action: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Filter the audit log' });
  await form.getByLabel('Action').fill(action);
  await form.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByRole('row').filter({ hasText: action }).first()).toBeVisible();
}

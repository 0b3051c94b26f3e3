import type { Page } from '@playwright/test';
import { logIn } from './support/accounts';
import { presetStore } from './support/catalog';
import { expect, SERVICE_WORKER_TIMEOUT, skipAgeGate, test } from './support/fixtures';

/**
 * Content in the console (README "Content in the console"), in Chromium against the real server from
 * a fresh database: the demo operator publishes a banner in the console, and a shopper's banner
 * carousel shows it on their next visit; the device's offline copy holds it too.
 */
test.describe.configure({ timeout: 150_000 });

const PASSWORD = 'Apotheca420!';
const OPERATOR = 'operator@apotheca.test';
const MESSAGE = 'Console test: winter sale, 20% off pre-rolls';

const banner = (page: Page) => page.getByRole('region', { name: 'Announcements' });

/** Whether the device's kept query data (IndexedDB) holds `text`. */
const keptOnDevice = (page: Page, text: string) =>
  page.evaluate(async (wanted) => {
    const open = (name: string) => new Promise<IDBDatabase>((resolve, reject) => Object.assign(indexedDB.open(name), { onsuccess(this: IDBOpenDBRequest) { resolve(this.result); }, onerror: reject }));
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await open(name);
      if (!db.objectStoreNames.contains('queryBody')) {
        db.close();
        continue;
      }
      const rows = await new Promise<unknown[]>((resolve) => Object.assign(db.transaction('queryBody').objectStore('queryBody').getAll(), { onsuccess(this: IDBRequest<unknown[]>) { resolve(this.result); } }));
      db.close();
      if (JSON.stringify(rows).includes(wanted)) return true;
    }
    return false;
  }, text);

test('the operator publishes a banner; the shopper sees it on their next visit, and offline after that', async ({ browser, baseURL }) => {
  // The shopper's device: one visit that installs the service worker and keeps the banners.
  const shopperContext = await browser.newContext();
  await skipAgeGate(shopperContext, baseURL!);
  await presetStore(shopperContext, baseURL!, 'chicago-lakeview-il', 'Adult Use');
  const shopper = await shopperContext.newPage();
  await shopper.goto('/');
  await expect(banner(shopper)).toBeVisible();
  await expect(banner(shopper)).not.toContainText(MESSAGE);
  await expect.poll(() => shopper.evaluate(() => navigator.serviceWorker.controller !== null), SERVICE_WORKER_TIMEOUT).toBe(true);

  // The operator, in the console.
  const operatorContext = await browser.newContext();
  await skipAgeGate(operatorContext, baseURL!);
  const operator = await operatorContext.newPage();
  await logIn(operator, OPERATOR, PASSWORD);
  await operator.goto('/admin/content');
  await expect(operator.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
  await operator.getByRole('button', { name: 'New banner' }).click();
  // Named 'Banners: new' until saved, then by its uid.
  const form = operator.getByRole('form', { name: /^Banners: / });
  await form.getByLabel('Address (uid)').fill('console-winter-sale');
  await form.getByLabel('Message').fill(MESSAGE);
  await form.getByLabel('Text color', { exact: true }).fill('#ffffff');
  await form.getByLabel('Background color', { exact: true }).fill('#1f5130');
  // The preview is the storefront's own banner strip.
  await expect(operator.getByTestId('content-preview').getByRole('region', { name: 'Announcements' })).toContainText(MESSAGE);
  await form.getByRole('button', { name: 'Save draft' }).click();
  await expect(form.getByRole('status')).toHaveText('Saved.');
  await expect(operator.getByRole('row', { name: /Console test: winter sale/ })).toContainText('Draft');

  // A draft is not the shopper's.
  await shopper.reload();
  await expect(banner(shopper)).toBeVisible();
  await expect(banner(shopper)).not.toContainText(MESSAGE);

  await form.getByRole('button', { name: 'Publish now' }).click();
  await expect(form.getByRole('status')).toHaveText('Published: shoppers see it on their next visit.');
  await expect(operator.getByRole('row', { name: /Console test: winter sale/ })).toContainText('Published');

  // The shopper's next visit: the carousel has it (its dots name one more announcement).
  await shopper.reload();
  await expect(banner(shopper).getByRole('button', { name: /^Show announcement \d of 3$/ })).toHaveCount(3);
  await banner(shopper).getByRole('button', { name: 'Show announcement 1 of 3' }).click();
  await expect(banner(shopper)).toContainText(MESSAGE);

  // The device's offline copy was updated: with no network the next visit still shows it.
  await expect.poll(() => keptOnDevice(shopper, MESSAGE), { timeout: 15_000 }).toBe(true);
  await shopperContext.setOffline(true);
  await shopper.reload();
  await expect(banner(shopper).getByRole('button', { name: /^Show announcement \d of 3$/ })).toHaveCount(3);
  await banner(shopper).getByRole('button', { name: 'Show announcement 1 of 3' }).click();
  await expect(banner(shopper)).toContainText(MESSAGE);

  await shopperContext.close();
  await operatorContext.close();
});

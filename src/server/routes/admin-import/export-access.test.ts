import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ADMIN_MESSAGES } from '@/api/admin';
import { createImportTestApp, type ImportTestApp } from './import-test-kit';

/** README "Roles": the export answers only the console roles that reach the store, on its own brand. */
let app: ImportTestApp;
beforeAll(async () => {
  app = await createImportTestApp();
});
afterAll(() => app.close());

const exportPath = (storeId: number) => `/admin/stores/${storeId}/export`;

describe('GET admin/stores/{id}/export: who may', () => {
  test('refuses a budtender of the store, a shopper, another brand and a caller without a token; the store manager and the operator get it', async () => {
    const store = await app.store();
    const budtender = await app.staffer([store.id]);
    const shopper = await app.shopper();
    const foreignOperator = await app.operator(app.otherBrand.id);
    expect((await app.send('GET', exportPath(store.id), budtender.auth)).status).toBe(403);
    expect((await app.send('GET', exportPath(store.id), shopper.auth)).status).toBe(403);
    expect((await app.send('GET', exportPath(store.id), {})).status).toBe(401);
    expect((await app.send('GET', exportPath(store.id), foreignOperator.auth, undefined, app.OTHER_HOST)).status).toBe(403);
    expect((await app.send('GET', exportPath(store.id), (await app.manager([store.id])).auth)).status).toBe(200);
    expect((await app.send('GET', exportPath(store.id), (await app.operator()).auth)).status).toBe(200);
  });

  test("an operator cannot export another brand's store by its id", async () => {
    const foreignStore = await app.store({ orderingAppId: app.otherBrand.id });
    const refused = await app.send('GET', exportPath(foreignStore.id), (await app.operator()).auth);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(ADMIN_MESSAGES.notYourStore);
  });
});

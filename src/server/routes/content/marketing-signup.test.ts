import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { marketingSignupResponseSchema } from '@/api/content';
import { marketingSignups } from '@/server/db/schema';
import { createTwoBrandApp, type TwoBrandApp } from '../testing/two-brand-app';

/** POST p/{brand}/marketing-signup (part 1 §7 "Marketing sign-up"; the marketing dialog of part 1 §2). */
let app: TwoBrandApp;
beforeAll(async () => {
  app = await createTwoBrandApp();
});
afterAll(() => app.close());

const signUp = (brand: string, json: unknown, host = 'shop.main.test') =>
  app.request(`/api/p/${brand}/marketing-signup`, { method: 'POST', headers: { host }, json });
const rows = () => app.db.select().from(marketingSignups).orderBy(marketingSignups.email);

describe('POST p/{brand}/marketing-signup', () => {
  test('adds the email, trimmed and lower-cased, to the request brand; signing up again is still ok and adds nothing', async () => {
    const first = await signUp('main', { email: '  Fan@Example.com ' });
    expect(first.status).toBe(200);
    expect(marketingSignupResponseSchema.parse(first.body)).toEqual({ ok: true });
    const again = await signUp('main', { email: 'fan@example.com' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ ok: true });
    expect((await rows()).map((row) => [row.orderingAppId, row.email])).toEqual([[app.brand.id, 'fan@example.com']]);
  });

  test('the same email on the other brand is a separate sign-up for that brand', async () => {
    expect((await signUp('other', { email: 'fan@example.com' }, 'shop.other.test')).status).toBe(200);
    expect((await rows()).filter((row) => row.email === 'fan@example.com').map((row) => row.orderingAppId).sort()).toEqual([app.brand.id, app.otherBrand.id].sort());
  });

  test("a path naming another brand than the request's answers 404 and records nothing", async () => {
    const before = (await rows()).length;
    for (const [brand, host] of [['other', 'shop.main.test'], ['nobody', 'shop.main.test'], ['main', 'shop.other.test']]) {
      const response = await signUp(brand!, { email: 'stray@example.com' }, host);
      expect(response.status, `${brand} on ${host}`).toBe(404);
      expect(response.body).toEqual({ error: 'Brand not found.' });
    }
    expect(await rows()).toHaveLength(before);
  });

  test.each([
    ['not an email', { email: 'not-an-email' }, 'Enter a valid email address.'],
    ['a missing email', {}, undefined],
    ['a too long email', { email: `${'a'.repeat(250)}@example.com` }, undefined],
  ])('%s answers 400 with the email field', async (_case, json, message) => {
    const response = await signUp('main', json);
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('Invalid request.');
    expect(response.body.fields.email).toBeDefined();
    if (message) expect(response.body.fields.email).toContain(message);
  });

  test('a body that is not JSON answers 400, not 500', async () => {
    const response = await app.request('/api/p/main/marketing-signup', { method: 'POST', headers: { host: 'shop.main.test', 'content-type': 'application/json' }, body: '{"email":' });
    expect(response.status).toBe(400);
  });
});

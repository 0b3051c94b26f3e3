import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AUTH_ERROR_CODES, AUTH_MESSAGES, rateLimitedSchema } from '@/api/auth';
import { rateLimitHits } from '@/server/db/schema';
import { createAuthTestApp, freshAddress, registration, type AuthTestApp } from './auth-test-app';

/**
 * Per-address limits of the public calls (README "Security"): the code-sending auth calls (20 per 15 minutes),
 * marketing sign-up (30 per minute) and analytics events (120 per minute). The address is the first
 * X-Forwarded-For entry because these tests run with TRUST_PROXY.
 */
let a: AuthTestApp;
beforeAll(async () => {
  a = await createAuthTestApp();
});
afterAll(() => a.close());

async function fillBucket(bucket: string, address: string, count: number) {
  await a.db.insert(rateLimitHits).values(Array.from({ length: count }, () => ({ bucket, key: address })));
}
function expectRateLimited(response: { status: number; body: unknown; headers: Headers }) {
  expect(response.status).toBe(429);
  const body = rateLimitedSchema.parse(response.body);
  expect(body).toMatchObject({ error: AUTH_MESSAGES.tooManyAttempts, code: AUTH_ERROR_CODES.rateLimited });
  expect(response.headers.get('retry-after')).toBe(String(body.retry_after_seconds));
}

describe('code-sending calls per address', () => {
  test('after 20 calls in 15 minutes, register, resend-code and forgot-password answer 429 for that address only', async () => {
    const address = freshAddress();
    await fillBucket('code-send-address', address, 20);
    expectRateLimited(await a.post('/api/auth/register', registration(), { address }));
    expectRateLimited(await a.post('/api/auth/resend-code', { username: 'jane@example.com' }, { address }));
    expectRateLimited(await a.post('/api/auth/forgot-password', { username: 'jane@example.com' }, { address }));
    expect((await a.post('/api/auth/forgot-password', { username: 'jane@example.com' })).status).toBe(200);
  });

  test('each call counts: the 20th passes, the 21st is refused', async () => {
    const address = freshAddress();
    await fillBucket('code-send-address', address, 19);
    expect((await a.post('/api/auth/resend-code', { username: 'jane@example.com' }, { address })).status).toBe(200);
    expectRateLimited(await a.post('/api/auth/resend-code', { username: 'jane@example.com' }, { address }));
  });

  test('wrong codes from one address are limited across accounts (30 per 15 minutes)', async () => {
    const address = freshAddress();
    await fillBucket('code-check-address', address, 30);
    expectRateLimited(await a.post('/api/auth/register-confirm', { username: 'jane@example.com', verification_code: '123456' }, { address }));
  });
});

describe('public writes per address', () => {
  test('marketing sign-up: 30 a minute, then 429', async () => {
    const address = freshAddress();
    await fillBucket('marketing-signup-address', address, 29);
    const signUp = () => a.post(`/api/p/${a.brandSlug}/marketing-signup`, { email: 'fan@example.com' }, { address });
    expect((await signUp()).status).toBe(200);
    expectRateLimited(await signUp());
  });

  test('analytics events: 120 a minute, then 429; other addresses are not affected', async () => {
    const address = freshAddress();
    await fillBucket('analytics-address', address, 120);
    const event = { event: 'Nav Shop', consent: true, path: '/', store_id: null, properties: {} };
    expectRateLimited(await a.post('/api/analytics/events', event, { address }));
    expect((await a.post('/api/analytics/events', event)).status).toBe(202);
  });
});

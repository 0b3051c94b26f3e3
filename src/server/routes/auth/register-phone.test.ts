import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AUTH_MESSAGES } from '@/api/auth';
import { users } from '@/server/db/schema';
import { createAuthTestApp, registration, type AuthTestApp } from './auth-test-app';

/**
 * POST auth/register's phone (part 2 §5 "Registration and password"): any written form of a US
 * number is stored as its 10 digits, which the outbox texts; what is not a US number is refused
 * under the phone field, as the form refuses it (src/domain/phone-number.ts).
 */
let a: AuthTestApp;
beforeAll(async () => {
  a = await createAuthTestApp();
});
afterAll(() => a.close());

const register = (json: unknown) => a.post('/api/auth/register', json);
const accountOf = async (email: string) => (await a.db.select().from(users).where(eq(users.email, email)))[0];

describe('POST auth/register: phone', () => {
  test.each([['+1 845 555 0142'], ['1-845-555-0142'], ['+1 (845) 555-0142'], ['(845) 555.0142']])('%j is stored as 8455550142', async (phone) => {
    const body = registration({ phone });
    expect((await register(body)).status).toBe(201);
    expect((await accountOf(body.email))?.phone).toBe('8455550142');
  });

  test.each([['+44 20 7946 0958'], ['(184) 555-5014'], ['845-555-CALL'], ['(845) 055-0142']])('%j answers 400 under phone and creates nothing', async (phone) => {
    const body = registration({ phone });
    const response = await register(body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ fields: { phone: [AUTH_MESSAGES.validPhone] } });
    expect(await accountOf(body.email)).toBeUndefined();
  });
});

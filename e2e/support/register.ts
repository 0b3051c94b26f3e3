import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { codeFromOutbox } from './accounts';

/** The headers every call carries (part 1 §7; src/web/data/call.ts). */
const CLIENT_HEADERS = { 'x-api-key': 'apotheca-public-web-key', 'x-portal-app-id': 'apotheca-web' };

export interface NewShopper {
  email: string;
  password: string;
  first: string;
  /** 10 digits of a valid US number (845-2xx-xxxx), unique per run. */
  phone: string;
}

/**
 * A shopper of their own for a spec that must not share the demo shopper's cart with specs running
 * beside it: registered and confirmed through the API with the emailed code read from the outbox
 * (DECISIONS.md), order notices by email (part 2 §3 opt_preferences).
 */
export async function registerShopper(request: APIRequestContext, context: BrowserContext, first: string): Promise<NewShopper> {
  const stamp = `${Date.now()}`.slice(-7);
  const shopper = { email: `${first.toLowerCase()}.${stamp}@example.test`, password: 'Checkin420!', first, phone: `8452${stamp.slice(-6)}` };
  const register = await request.post('/api/auth/register', {
    headers: CLIENT_HEADERS,
    data: {
      first,
      last: 'Tester',
      email: shopper.email,
      phone: shopper.phone,
      password: shopper.password,
      confirm_password: shopper.password,
      opt_preferences: [{ type: 'transaction', opt_in: 'email' }],
      user_activities: [{ type: 'transaction_message_agreement', version: '1.0' }],
    },
  });
  expect(register.ok(), await register.text()).toBe(true);
  const code = await codeFromOutbox(context, shopper.email);
  const confirm = await request.post('/api/auth/register-confirm', { headers: CLIENT_HEADERS, data: { username: shopper.email, verification_code: code } });
  expect(confirm.ok(), await confirm.text()).toBe(true);
  return shopper;
}

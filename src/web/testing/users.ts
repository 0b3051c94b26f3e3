import type { User } from '@/api/user';

/** Test-only: users as get-me answers them, and the sign-in answer. */

/** A signed-in customer with a verified phone and nothing else set. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    first: 'Dana',
    last: 'Reyes',
    email: 'dana@example.test',
    phone: '8455550142',
    is_phone_verified: true,
    twilio_prev_verified: false,
    receive_marketing: false,
    employee_status: 'none',
    is_employee: false,
    is_portal_user: false,
    is_loyalty_enrolled: false,
    created: '2026-01-05T12:00:00.000Z',
    audience_keys: [],
    addresses: [],
    medical_cards: [],
    user_activities: [],
    opt_preferences: [],
    user_store_associations: [],
    ...overrides,
  };
}

/** What login, register-confirm and refresh answer (the refresh token goes into an HttpOnly cookie). */
export function tokens(overrides: Partial<{ access_token: string; username: string; user_id: number; expires_in: number }> = {}) {
  return {
    token_type: 'Bearer' as const,
    access_token: 'access-token-1',
    username: 'shopper@example.test',
    user_id: 41,
    expires_in: 900,
    ...overrides,
  };
}

/** The shopper `tokens()` signs in, just registered: the phone is not verified yet. */
export function makeSignedInUser(overrides: Partial<User> = {}): User {
  return makeUser({ id: 41, first: 'Ada', last: 'Lovelace', email: 'shopper@example.test', is_phone_verified: false, created: '2026-11-20T18:00:00.000Z', ...overrides });
}

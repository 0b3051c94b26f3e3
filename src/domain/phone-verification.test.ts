import { describe, expect, test } from 'vitest';
import { phoneStatus } from './phone-verification';

/** part 2 §4 "Phone verification": the re-verification prompt rule. */
describe('phoneStatus', () => {
  const user = (is_phone_verified: boolean, twilio_prev_verified: boolean, activities: string[] = []) => ({
    is_phone_verified,
    twilio_prev_verified,
    user_activities: activities.map((type) => ({ type })),
  });

  test('a verified phone is verified whatever else is true', () => {
    expect(phoneStatus(user(true, true))).toBe('verified');
    expect(phoneStatus(user(true, false))).toBe('verified');
  });
  test('unverified and verified before, with no re-verify activity: re-verify', () => {
    expect(phoneStatus(user(false, true))).toBe('reverify');
    expect(phoneStatus(user(false, true, ['transaction_message_agreement']))).toBe('reverify');
  });
  test('a re-verify activity already recorded, or never verified before: plain unverified', () => {
    expect(phoneStatus(user(false, true, ['re_verify_phone']))).toBe('unverified');
    expect(phoneStatus(user(false, false))).toBe('unverified');
  });
});

import { describe, expect, it } from 'vitest';
import { USER_MESSAGES } from '@/api/user';
import { phoneStatus, phoneStatusMessage } from './phone-status';

const reVerified = [{ type: 're_verify_phone' as const, version: '1.0' }];

describe('phone re-verification rule (part 2 §4 "Phone verification")', () => {
  it('a verified phone needs nothing', () => {
    expect(phoneStatus({ is_phone_verified: true, twilio_prev_verified: true, user_activities: [] })).toBe('verified');
    expect(phoneStatusMessage('verified')).toBeUndefined();
  });

  it('unverified, previously verified and without the re-verify activity: re-verify', () => {
    expect(phoneStatus({ is_phone_verified: false, twilio_prev_verified: true, user_activities: [] })).toBe('reverify');
    expect(phoneStatusMessage('reverify')).toBe(USER_MESSAGES.phoneReverify);
  });

  it('once re-verified (activity recorded) an unverified phone is plainly unverified', () => {
    expect(phoneStatus({ is_phone_verified: false, twilio_prev_verified: true, user_activities: reVerified })).toBe('unverified');
  });

  it('never verified before: unverified', () => {
    expect(phoneStatus({ is_phone_verified: false, twilio_prev_verified: false, user_activities: [] })).toBe('unverified');
    expect(phoneStatusMessage('unverified')).toBe('Your phone number has not yet been verified.');
  });
});

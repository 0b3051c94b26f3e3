import { describe, expect, it } from 'vitest';
import { USER_MESSAGES } from '@/api/user';
import { phoneStatusMessage } from './phone-status';

describe('the notice under the phone (part 2 §8)', () => {
  it('says nothing for a verified phone, the re-verify text or the not-verified text otherwise', () => {
    expect(phoneStatusMessage('verified')).toBeUndefined();
    expect(phoneStatusMessage('reverify')).toBe(USER_MESSAGES.phoneReverify);
    expect(phoneStatusMessage('unverified')).toBe('Your phone number has not yet been verified.');
  });
});

import { describe, expect, test } from 'vitest';
import { canChangePhone, canResendEmailCode, canSaveEnrollment, canVerifyCode, newPasswordReady, registrationStepOneFilled } from './account-forms';

describe('registration and password (part 2 §5)', () => {
  test('step 1 Next waits for first, last, email and phone', () => {
    const filled = { first: 'Ada', last: 'Lee', email: 'ada@example.com', phone: '(845) 555-0142' };
    expect(registrationStepOneFilled(filled)).toBe(true);
    for (const key of ['first', 'last', 'email', 'phone'] as const) expect(registrationStepOneFilled({ ...filled, [key]: '  ' }), key).toBe(false);
  });

  test('submit waits for every password rule and a filled confirmation, plus the code when resetting', () => {
    expect(newPasswordReady('Harvest26', 'x')).toBe(true);
    expect(newPasswordReady('Harvest26', '')).toBe(false);
    expect(newPasswordReady('harvest26', 'harvest26')).toBe(false);
    expect(newPasswordReady('Harvest 26', 'Harvest 26')).toBe(false);
    expect(newPasswordReady('Harvest26', 'Harvest26', '')).toBe(false);
    expect(newPasswordReady('Harvest26', 'Harvest26', '123456')).toBe(true);
  });

  test('Verify needs a code; Resend needs a valid email', () => {
    expect(canVerifyCode(' ')).toBe(false);
    expect(canVerifyCode('123456')).toBe(true);
    expect(canResendEmailCode('ada@example')).toBe(false);
    expect(canResendEmailCode('Ada@Example.com')).toBe(true);
  });
});

describe('account edit (part 2 §5)', () => {
  test('the phone change button is disabled when the phone is invalid or unchanged', () => {
    expect(canChangePhone('8455550142', '(845) 555-0142')).toBe(false);
    expect(canChangePhone('8455550142', '845 555 014')).toBe(false);
    expect(canChangePhone('8455550142', '(845) 555-0143')).toBe(true);
    // The same number with its country code is unchanged; another country's is invalid.
    expect(canChangePhone('8455550142', '+1 845 555 0142')).toBe(false);
    expect(canChangePhone('8455550142', '+1 845 555 0143')).toBe(true);
    expect(canChangePhone('8455550142', '+44 20 7946 0958')).toBe(false);
  });
});

describe('rewards (part 2 §5)', () => {
  const base = { enrolled: false, join: false, acknowledged: false, employee: false };
  test('Save needs the checkbox to differ from the current enrollment', () => {
    expect(canSaveEnrollment(base)).toBe(false);
    expect(canSaveEnrollment({ ...base, join: true })).toBe(true);
    expect(canSaveEnrollment({ ...base, enrolled: true, join: true })).toBe(false);
  });
  test('leaving needs the acknowledgment; employees cannot join', () => {
    expect(canSaveEnrollment({ ...base, enrolled: true })).toBe(false);
    expect(canSaveEnrollment({ ...base, enrolled: true, acknowledged: true })).toBe(true);
    expect(canSaveEnrollment({ ...base, join: true, employee: true })).toBe(false);
  });
});

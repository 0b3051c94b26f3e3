import { describe, expect, it } from 'vitest';
import {
  isMarketingDialogDue,
  marketingDialogDueAt,
  marketingDialogOpenAt,
  MARKETING_DIALOG_DELAY_MS,
} from './marketing-dialog';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const now = Date.parse('2026-03-10T12:00:00Z');

describe('marketing dialog timing (part 1 §9: 7+ days since signup or last ignore, repeats after 1 hour)', () => {
  it('is due for a shopper it was never shown to', () => {
    expect(isMarketingDialogDue({}, now)).toBe(true);
    expect(marketingDialogDueAt({})).toBe(0);
  });

  it('waits 7 days after a sign-up', () => {
    expect(isMarketingDialogDue({ signedUpAt: now - 6 * DAY }, now)).toBe(false);
    expect(isMarketingDialogDue({ signedUpAt: now - 7 * DAY }, now)).toBe(true);
  });

  it("waits 7 days after 'No thanks'", () => {
    expect(isMarketingDialogDue({ ignoredAt: now - 7 * DAY + MINUTE }, now)).toBe(false);
    expect(isMarketingDialogDue({ ignoredAt: now - 8 * DAY }, now)).toBe(true);
  });

  it('repeats 1 hour after being closed without an answer', () => {
    expect(isMarketingDialogDue({ dismissedAt: now - 59 * MINUTE }, now)).toBe(false);
    expect(isMarketingDialogDue({ dismissedAt: now - HOUR }, now)).toBe(true);
  });

  it('the latest hold wins', () => {
    expect(isMarketingDialogDue({ ignoredAt: now - 2 * DAY, dismissedAt: now - 2 * HOUR }, now)).toBe(false);
    expect(marketingDialogDueAt({ signedUpAt: now - 8 * DAY, dismissedAt: now - 10 * MINUTE })).toBe(now + 50 * MINUTE);
  });

  it('opens after the browsing delay, or later when it is not yet due', () => {
    expect(marketingDialogOpenAt({}, now)).toBe(now + MARKETING_DIALOG_DELAY_MS);
    expect(marketingDialogOpenAt({ dismissedAt: now - 30 * MINUTE }, now)).toBe(now + 30 * MINUTE);
  });
});

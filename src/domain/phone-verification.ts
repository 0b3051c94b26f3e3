/**
 * Where a user's phone stands (part 2 §4 "Phone verification"): verified; unverified; or due for
 * re-verification — unverified, verified before under the old texting service (twilio_prev_verified)
 * and with no 're_verify_phone' activity yet. The account, the phone screen and (later) the cart's
 * add-to-cart gate all ask this one function.
 */
export type PhoneStatus = 'verified' | 'unverified' | 'reverify';

export interface PhoneFacts {
  is_phone_verified: boolean;
  twilio_prev_verified: boolean;
  user_activities: readonly { type: string }[];
}

export const REVERIFY_PHONE_ACTIVITY = 're_verify_phone';

export function phoneStatus(user: PhoneFacts): PhoneStatus {
  if (user.is_phone_verified) return 'verified';
  const reverified = user.user_activities.some((activity) => activity.type === REVERIFY_PHONE_ACTIVITY);
  return user.twilio_prev_verified && !reverified ? 'reverify' : 'unverified';
}

import { USER_MESSAGES, type User } from '@/api/user';

/**
 * Where the user's phone stands (part 2 §4 "Phone verification"): verified; unverified; or due for
 * re-verification, when it is unverified, was verified before (twilio_prev_verified) and the user
 * has no 're_verify_phone' activity yet. Pure; the cart's add-to-cart gate needs the same rule.
 */
export type PhoneStatus = 'verified' | 'unverified' | 'reverify';

export type PhoneFacts = Pick<User, 'is_phone_verified' | 'twilio_prev_verified' | 'user_activities'>;

export function phoneStatus(user: PhoneFacts): PhoneStatus {
  if (user.is_phone_verified) return 'verified';
  const reverified = user.user_activities.some((activity) => activity.type === 're_verify_phone');
  return user.twilio_prev_verified && !reverified ? 'reverify' : 'unverified';
}

/** The notice under an unverified phone (part 2 §8). */
export function phoneStatusMessage(status: PhoneStatus): string | undefined {
  if (status === 'reverify') return USER_MESSAGES.phoneReverify;
  if (status === 'unverified') return USER_MESSAGES.phoneNotVerified;
  return undefined;
}

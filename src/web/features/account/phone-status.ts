import { USER_MESSAGES } from '@/api/user';
import type { PhoneStatus } from '@/domain/phone-verification';

/** The notice under an unverified phone (part 2 §8); the rule itself is src/domain/phone-verification.ts. */
export function phoneStatusMessage(status: PhoneStatus): string | undefined {
  if (status === 'reverify') return USER_MESSAGES.phoneReverify;
  if (status === 'unverified') return USER_MESSAGES.phoneNotVerified;
  return undefined;
}

import type { OptPreference } from '@/api/user';

/**
 * The START / STOP note (part 2 §4 "Contact preferences"): someone who once replied STOP must text
 * START to get texts again, and someone signed up by text stops them with STOP; the checkboxes here
 * cannot override the phone company's record of either.
 */
export function smsKeywordNote(marketing: OptPreference | undefined): string | undefined {
  if (marketing?.alpineSmsHasOptedOut) return 'You unsubscribed from our texts earlier by replying STOP. To get them again, text START to the number our texts come from.';
  if (marketing?.alpineSmsHasOptedIn) return 'You are signed up for our texts by phone. To stop them, text STOP to the number our texts come from.';
  return undefined;
}

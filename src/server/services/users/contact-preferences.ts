import type { OptPreferenceInput } from '@/api/user';
import { includesText, nextMarketingFlags, PREFERENCE_VERSIONS, transactionChoiceProblem } from '@/domain/contact-preferences';
import type { StoredOptPreference } from '@/server/db/schema';
import { badRequest } from '@/server/http/errors';
import { phoneNotVerified } from './user-errors';

/**
 * Contact preferences (part 2 §3 "Contact preference entry", §4 "Contact preferences"). Pure: answers
 * the new list, or throws the 400/409 of users/op/update-me before anything is saved.
 */
export const ONE_TRANSACTION_METHOD = 'Order notices go to exactly one of email, text or none.';
export const ONE_ENTRY_PER_TYPE = 'Send at most one entry per preference type.';

export interface PreferenceChange {
  preferences: StoredOptPreference[];
  /** Set when a marketing entry was sent: receive_marketing follows it. */
  receiveMarketing?: boolean;
  /** Text was newly chosen for promotions: a text asks the shopper to confirm (double opt-in). */
  askTextConfirmation: boolean;
}

/** Transaction: exactly one method; text only to a verified phone (else the client verifies first). */
function transactionEntry(input: OptPreferenceInput, phoneVerified: boolean): StoredOptPreference {
  const problem = transactionChoiceProblem(input.opt_in, phoneVerified);
  if (problem === 'not-one-method') throw badRequest(ONE_TRANSACTION_METHOD, { opt_preferences: [ONE_TRANSACTION_METHOD] });
  if (problem === 'phone-not-verified') throw phoneNotVerified();
  return { type: 'transaction', opt_in: input.opt_in, version: PREFERENCE_VERSIONS.transaction };
}

/**
 * Marketing: any method. Choosing text anew waits for the shopper's Y (doubleOptInPending); dropping
 * text ends the wait and, if they had confirmed, records that they opted out (the START/STOP note).
 */
function marketingEntry(input: OptPreferenceInput, previous: StoredOptPreference | undefined): StoredOptPreference {
  const flags = nextMarketingFlags(previous?.opt_in, previous ?? {}, input.opt_in);
  return { type: 'marketing', opt_in: input.opt_in, version: PREFERENCE_VERSIONS.marketing, ...flags };
}

/** Each entry replaces the stored entry of its type; the other type is kept as it was. */
export function applyPreferences(current: readonly StoredOptPreference[], inputs: readonly OptPreferenceInput[], phoneVerified: boolean): PreferenceChange {
  if (new Set(inputs.map((input) => input.type)).size !== inputs.length) {
    throw badRequest(ONE_ENTRY_PER_TYPE, { opt_preferences: [ONE_ENTRY_PER_TYPE] });
  }
  const change: PreferenceChange = { preferences: [...current], askTextConfirmation: false };
  for (const input of inputs) {
    const previous = current.find((entry) => entry.type === input.type);
    const entry = input.type === 'transaction' ? transactionEntry(input, phoneVerified) : marketingEntry(input, previous);
    if (input.type === 'marketing') {
      change.receiveMarketing = entry.opt_in !== 'none';
      change.askTextConfirmation = includesText(entry.opt_in) && !includesText(previous?.opt_in);
    }
    change.preferences = [...change.preferences.filter((stored) => stored.type !== input.type), entry];
  }
  return change;
}

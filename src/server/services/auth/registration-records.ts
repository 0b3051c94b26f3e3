import { PREFERENCE_VERSIONS, type OptPreferenceInput, type UserActivity } from '@/api/user';
import type { StoredOptPreference, StoredUserActivity } from '@/server/db/schema';

/**
 * What registration stores of the client's choices (part 2 §3 "Contact preference entry", §9
 * versions). The server sets the versions and flags: transaction at 1.0 (registration), marketing at
 * 1.2, and a marketing choice with text waits for the SMS double opt-in ('(Pending)', part 2 §4).
 */
export function registrationPreferences(input: OptPreferenceInput[] = []): StoredOptPreference[] {
  // One entry per type; a repeated type keeps the last choice.
  const byType = new Map(input.map((entry) => [entry.type, entry.opt_in]));
  return [...byType].map(([type, optIn]): StoredOptPreference => {
    if (type === 'transaction') return { type, opt_in: optIn, version: PREFERENCE_VERSIONS.transactionAtRegistration };
    const entry: StoredOptPreference = { type, opt_in: optIn, version: PREFERENCE_VERSIONS.marketing };
    return optIn.includes('text') ? { ...entry, doubleOptInPending: true } : entry;
  });
}

/** Activities (e.g. the transaction agreement) stamped with the server's time. */
export function registrationActivities(input: UserActivity[] = [], now = new Date()): StoredUserActivity[] {
  return input.map((activity) => ({ type: activity.type, version: activity.version, created: now.toISOString() }));
}

import { AUTH_MESSAGES } from '@/api/auth';
import type { Store } from '@/api/store';
import { usagePrefix, type UsageType } from '@/domain/usage-type';
import { useStartup } from '@/web/shared/startup/use-startup';

export const TURNED_OFF_MESSAGE = AUTH_MESSAGES.turnedOff;

/**
 * Under high demand a store turns sign-in (is_{med|rec}_users_login) or registration
 * (is_{med|rec}_users_reg) off for a usage type (part 2 §8): the form says so and is disabled.
 * With no store chosen yet nothing is turned off; the server checks again either way.
 */
export function isTurnedOffFor(store: Store | undefined, usageType: UsageType, action: 'login' | 'reg'): boolean {
  if (!store) return false;
  return store[`is_${usagePrefix(usageType)}_users_${action}`] === false;
}

/** The current store's switch for `action` and the usage type the forms send. */
export function useSignInGate(action: 'login' | 'reg') {
  const { store, usageType } = useStartup();
  return { turnedOff: isTurnedOffFor(store, usageType, action), usageType, store };
}

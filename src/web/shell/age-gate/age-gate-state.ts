import { proxy } from 'valtio';
import { AGE_CONFIRMED_COOKIE } from '@/api/shell-document';
import { AGE_GATE_COOKIE_DAYS } from '@/domain/constants';
import { readCookie, writeCookie } from '@/web/data/cookies';

/** App flags of part 1 §3: ageConfirmed (cookie, 365 days) and ageGateWasShown. */
export const ageGateState = proxy({
  ageConfirmed: typeof document !== 'undefined' && readCookie(AGE_CONFIRMED_COOKIE) === 'true',
  ageGateWasShown: false,
  /** The 21+ box: kept here, not in the gate, so a gate remounted while the app starts keeps it. */
  ticked: false,
});

/** 'Enter Site': unconfirmed to confirmed (part 1 §4). */
export function confirmAge(): void {
  writeCookie(AGE_CONFIRMED_COOKIE, 'true', AGE_GATE_COOKIE_DAYS);
  ageGateState.ageConfirmed = true;
  ageGateState.ageGateWasShown = true;
}

import { userPaths } from '@/api/account-paths';
import { call } from '@/web/data/call';
import { useAccountWrite } from '@/web/shared/account/account-write';

/**
 * users/op/loyalty-enrollment: join (true) or leave (false). Afterwards the user is reloaded with
 * include_loyalty, so the account card shows the new points (part 2 §4 "Loyalty").
 */
export function useLoyaltyEnrollment() {
  return useAccountWrite((loyalty: boolean) => call(userPaths.loyaltyEnrollment, { body: { loyalty } }, { hideErrorToast: true }));
}

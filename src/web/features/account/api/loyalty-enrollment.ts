import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userPaths } from '@/api/account-paths';
import { call } from '@/web/data/call';
import { invalidateMe } from '@/web/data/user-queries';

/**
 * users/op/loyalty-enrollment: join (true) or leave (false). Afterwards the user is reloaded with
 * include_loyalty, so the account card shows the new points (part 2 §4 "Loyalty").
 */
export function useLoyaltyEnrollment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (loyalty: boolean) => call(userPaths.loyaltyEnrollment, { body: { loyalty } }, { hideErrorToast: true }),
    onSuccess: () => invalidateMe(queryClient),
  });
}

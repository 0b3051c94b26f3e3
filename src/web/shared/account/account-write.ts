import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateMe } from '@/web/data/user-queries';

/**
 * A change to the signed-in user's account (address, medical card, store, rewards): the user is
 * reloaded after it, so every screen shows the saved state (part 2 §4 "Loyalty": user info is
 * reloaded after saving). Its failure is the calling screen's to show.
 */
export function useAccountWrite<TVariables, TData>(write: (variables: TVariables) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => invalidateMe(queryClient) });
}

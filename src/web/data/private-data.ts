import type { QueryClient } from '@tanstack/react-query';
import { onSignOut } from '@/web/state/session';

/** Query roots that hold one person's data; dropped on sign-out so the next person never sees them. */
export const PRIVATE_QUERY_ROOTS = ['users', 'carts', 'orders'] as const;

export function removePrivateQueries(queryClient: QueryClient): void {
  for (const root of PRIVATE_QUERY_ROOTS) queryClient.removeQueries({ queryKey: [root] });
}

/**
 * Connects sign-out (which also happens on any 401, far from React) to the app's one QueryClient;
 * called once where that client is made.
 */
export function clearPrivateDataOnSignOut(queryClient: QueryClient): () => void {
  return onSignOut(() => removePrivateQueries(queryClient));
}

import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onSignOut } from '@/web/state/session';

/** Query roots that hold one person's data; dropped on sign-out so the next person never sees them. */
export const PRIVATE_QUERY_ROOTS = ['users', 'carts', 'orders'] as const;

export function removePrivateQueries(queryClient: QueryClient): void {
  for (const root of PRIVATE_QUERY_ROOTS) queryClient.removeQueries({ queryKey: [root] });
}

/**
 * Connects sign-out (which also happens on any 401, far from React) to the app's QueryClient.
 * Mounted by the header's account button and by the sign-in pages; a second mount is harmless.
 */
export function usePrivateDataCleanup(): void {
  const queryClient = useQueryClient();
  useEffect(() => onSignOut(() => removePrivateQueries(queryClient)), [queryClient]);
}

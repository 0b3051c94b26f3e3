import type { QueryClient } from '@tanstack/react-query';
import { removePrivateQueries } from '@/web/data/private-data';
import { loadQueryStorage, PRIVATE_QUERY_ROOTS } from '@/web/data/query-persistence';
import { isSignedIn, signOut } from '@/web/state/session';
import { toastState } from '@/web/state/toasts';

/**
 * The data a kiosk session may leave behind, cleared at an idle reset (DECISIONS.md "Modes of the one
 * installable app": a reset clears the session, cart and any typed data): any person's query data in
 * memory (the console's included) and in IndexedDB, toasts, and an account if one is somehow signed
 * in. The pin and the kept check-ins stay (the screen's typed data and answers go with the session's
 * remount).
 */
export function clearKioskSession(queryClient: QueryClient): void {
  removePrivateQueries(queryClient);
  void loadQueryStorage()
    .then((storage) => storage.removeRoots(PRIVATE_QUERY_ROOTS))
    .catch(() => undefined);
  toastState.toasts = [];
  if (isSignedIn()) signOut();
}

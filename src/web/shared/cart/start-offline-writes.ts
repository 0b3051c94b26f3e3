import type { QueryClient } from '@tanstack/react-query';
import { subscribe } from 'valtio';
import { sessionState } from '@/web/state/session';

/**
 * Starts the offline cart queue (replay-cart-writes.ts) once someone is signed in: now, or at sign-in. Its
 * code loads then, so a signed-out first visit carries none of it.
 */
export function startOfflineWritesWhenSignedIn(queryClient: QueryClient): void {
  const start = () => void import('./replay-cart-writes').then((outbox) => outbox.startCartOutbox(queryClient));
  if (sessionState.userId !== undefined) return start();
  const stop = subscribe(sessionState, () => {
    if (sessionState.userId === undefined) return;
    stop();
    start();
  });
}

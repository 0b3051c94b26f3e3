import type { QueryClient } from '@tanstack/react-query';
import { subscribe } from 'valtio';
import { whenIdle } from '@/web/data/when-idle';
import { sessionState } from '@/web/state/session';

/** How long replaying waiting writes may wait for an idle moment after the start (they are kept on the device meanwhile). */
const REPLAY_MAX_WAIT_MS = 2_000;

/**
 * Starts the offline cart queue (replay-cart-writes.ts) once someone is signed in: when the start's
 * long tasks are done, or at sign-in. Its code loads then, so a signed-out first visit carries none of it.
 */
export function startOfflineWritesWhenSignedIn(queryClient: QueryClient): void {
  const start = () => whenIdle(() => void import('./replay-cart-writes').then((outbox) => outbox.startCartOutbox(queryClient)), REPLAY_MAX_WAIT_MS);
  if (sessionState.userId !== undefined) return start();
  const stop = subscribe(sessionState, () => {
    if (sessionState.userId === undefined) return;
    stop();
    start();
  });
}

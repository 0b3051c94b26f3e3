import type { QueryClient } from '@tanstack/react-query';
import { subscribe } from 'valtio';
import { whenIdle } from '@/web/data/when-idle';
import { sessionState } from '@/web/state/session';

/**
 * Loads the live updates client (./start-live.ts, README "Live updates") once someone is signed in
 * and the browser is idle after the first render, so a shopper's entry carries only these lines.
 */
export function loadLiveUpdatesWhenSignedIn(queryClient: QueryClient): void {
  const load = () => {
    const start = () => void import('./start-live').then((live) => live.startLiveUpdates(queryClient)).catch(() => undefined);
    whenIdle(start, 2_000);
  };
  if (sessionState.userId !== undefined) return load();
  const stop = subscribe(sessionState, () => {
    if (sessionState.userId === undefined) return;
    stop();
    load();
  });
}

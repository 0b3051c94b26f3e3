import type { QueryClient } from '@tanstack/react-query';
import { subscribe } from 'valtio';
import type { livePaths } from '@/api/live-paths';
import { send } from '@/web/data/call';
import { refreshSession } from '@/web/data/session-service';
import { liveState } from '@/web/state/live';
import { sessionState } from '@/web/state/session';
import { shoppingState } from '@/web/state/shopping';
import { keepLiveConnection } from './live-connection';
import { liveRefetcher } from './refetch-on-event';

/** The stream's path, typed by the contract without loading its schemas. */
const LIVE_PATH: (typeof livePaths)['liveEvents']['path'] = '/live';

function openStream(storeId: number, lastEventId: string | undefined, signal: AbortSignal): Promise<Response> {
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (lastEventId !== undefined) headers['last-event-id'] = lastEventId;
  return send(LIVE_PATH, { method: 'GET', query: { store_id: storeId }, headers, body: undefined, signal });
}

/**
 * Where the last page's stream of this user at this store stopped, kept across reloads: the data
 * the app kept on the device (the persisted query cache) is as of then, so the next page's stream
 * resumes there and the server replays what changed meanwhile (or says `reset` past its 10 minutes)
 * instead of the page showing what it kept until a refresh.
 */
const resumeKey = (key: string) => `apotheca_live_resume:${key}`;
function readResumePoint(key: string): string | undefined {
  try {
    return localStorage.getItem(resumeKey(key)) ?? undefined;
  } catch {
    return undefined;
  }
}
function keepResumePoint(key: string, id: string) {
  try {
    localStorage.setItem(resumeKey(key), id);
  } catch {
    // Storage full or blocked: the next page starts afresh, as before.
  }
}

/**
 * One stream per signed-in tab, for the tab's store (the shopper's chosen store; on the staff
 * terminal the shop follows the working store, so it is that one): reopened when the user or the
 * store changes, closed at sign-out. Signed out there is none. Returns the stop (tests).
 */
export function startLiveUpdates(queryClient: QueryClient): () => void {
  let open: { key: string; stop: () => void } | undefined;

  const follow = () => {
    const { userId } = sessionState;
    const { storeId } = shoppingState;
    const key = userId === undefined || storeId === undefined ? undefined : `${userId}@${storeId}`;
    if (key === open?.key) return;
    open?.stop();
    open = undefined;
    liveState.status = 'off';
    if (userId === undefined || storeId === undefined || key === undefined) return;
    const refetcher = liveRefetcher(queryClient, { userId, storeId });
    let current = true;
    const stopConnection = keepLiveConnection({
      open: (lastEventId, signal) => openStream(storeId, lastEventId, signal),
      onEvent: (event) => current && refetcher.apply(event),
      onStatus: (status) => {
        if (current) liveState.status = status;
      },
      renewToken: refreshSession,
      resumeFrom: readResumePoint(key),
      onEventId: (id) => keepResumePoint(key, id),
    });
    open = {
      key,
      stop: () => {
        current = false;
        stopConnection();
        refetcher.stop();
      },
    };
  };

  const stopSession = subscribe(sessionState, follow);
  const stopShopping = subscribe(shoppingState, follow);
  follow();
  return () => {
    stopSession();
    stopShopping();
    open?.stop();
    open = undefined;
    liveState.status = 'off';
  };
}

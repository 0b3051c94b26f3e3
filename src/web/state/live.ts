import { proxy } from 'valtio';

/**
 * Whether this tab's live updates stream is open (README "Live updates"), for the staff terminal's
 * quiet indicator: 'off' when there is none (signed out, or not started yet), 'connecting' on the
 * first attempt, 'live' once the server said ready, 'reconnecting' while it waits to try again
 * (offline, refused, or cut off), when the screens' own refresh timers carry on as before.
 */
export type LiveStatus = 'off' | 'connecting' | 'live' | 'reconnecting';

export const liveState = proxy<{ status: LiveStatus }>({ status: 'off' });

/** Where a serially refreshed entry keeps its read in progress and the one queued after it. */
export interface SerialRefreshState {
  running?: Promise<void>;
  queued?: Promise<void>;
}

/**
 * Runs `read` so that the entry is up to date with every write committed before the call: joins a
 * read not yet started, else queues one after the running read (which may have begun before that
 * write). Reads never overlap, so an older snapshot never overwrites a newer one; a failed read
 * fails its callers only, and the queued read still runs after it. Shared by the shopper's columns
 * (store-columns.ts) and the console's keys (admin-catalog/store-keys.ts).
 */
export function serialRefresh(state: SerialRefreshState, read: () => Promise<void>): Promise<void> {
  if (state.queued) return state.queued;
  const queued = (state.running ?? Promise.resolve())
    .catch(() => undefined)
    .then(() => {
      state.queued = undefined;
      const running = read();
      state.running = running;
      return running.finally(() => {
        if (state.running === running) state.running = undefined;
      });
    });
  state.queued = queued;
  return queued;
}

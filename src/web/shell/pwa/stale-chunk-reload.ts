const RELOADED_AT_KEY = 'apotheca_stale_chunk_reload_at';

/**
 * A chunk that fails again this soon after reloading for one is really missing (a broken deploy),
 * not left over from an old build: let the error screen show instead of reloading in a loop.
 */
export const STALE_CHUNK_RELOAD_GUARD_MS = 60_000;

/**
 * After a release, a page still running the old build may ask for one of its lazy chunks that the
 * server and the new worker no longer have; Vite reports it as `vite:preloadError`. Reloading gets
 * the new build. sessionStorage remembers the last such reload so it happens once, not in a loop.
 */
export function reloadOnStaleChunk(reload: () => void, now: () => number = Date.now): void {
  window.addEventListener('vite:preloadError', () => {
    if (claimReload(now())) reload();
  });
}

function claimReload(at: number): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
    if (last && at - last < STALE_CHUNK_RELOAD_GUARD_MS) return false;
    sessionStorage.setItem(RELOADED_AT_KEY, String(at));
    return true;
  } catch {
    // No storage, no guard against a loop: show the error rather than risk one.
    return false;
  }
}

import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadOnStaleChunk, STALE_CHUNK_RELOAD_GUARD_MS } from './stale-chunk-reload';

describe('a lazy chunk of the old build is gone after a release (README: What the device keeps)', () => {
  const reload = vi.fn();
  let now = 1_000_000;
  const chunkFails = () => window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
  beforeAll(() => reloadOnStaleChunk(reload, () => now));
  beforeEach(() => {
    reload.mockClear();
    sessionStorage.clear();
  });

  it('reloads into the new build once, and not again right after (a chunk missing for real shows the error)', () => {
    chunkFails();
    expect(reload).toHaveBeenCalledTimes(1);
    now += STALE_CHUNK_RELOAD_GUARD_MS - 1;
    chunkFails();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a later release, in the same visit, reloads again', () => {
    chunkFails();
    now += STALE_CHUNK_RELOAD_GUARD_MS;
    chunkFails();
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkForUpdatesRegularly, UPDATE_CHECK_INTERVAL_MS } from './update-checks';

describe('update checks (README: What the device keeps: a release reaches a page that stays open)', () => {
  const check = vi.fn(async () => undefined);
  beforeAll(() => {
    vi.useFakeTimers();
    checkForUpdatesRegularly(check);
  });
  afterEach(() => {
    check.mockClear();
    vi.restoreAllMocks();
  });

  it('asks every interval, not before', () => {
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS - 1);
    expect(check).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('asks when the tab becomes visible again and when the device reconnects', () => {
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('online'));
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('does not ask while offline, and an unreachable server is no error', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(check).not.toHaveBeenCalled();

    vi.restoreAllMocks();
    check.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(check).toHaveBeenCalledTimes(1);
  });
});

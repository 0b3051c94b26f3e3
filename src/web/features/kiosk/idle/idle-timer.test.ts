import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIdleTimer } from './idle-timer';

describe('kiosk idle timer (DECISIONS.md "Modes of the one installable app": "after about 90 s idle a countdown then a reset")', () => {
  let counts: (number | undefined)[];
  let resets: number;
  const start = () =>
    createIdleTimer({
      idleMs: 90_000,
      countdownSeconds: 15,
      onCountdown: (seconds) => counts.push(seconds),
      onReset: () => resets++,
    });

  beforeEach(() => {
    vi.useFakeTimers();
    counts = [];
    resets = 0;
  });
  afterEach(() => vi.useRealTimers());

  it('counts down after the idle time and resets at zero', () => {
    start();
    vi.advanceTimersByTime(89_999);
    expect(counts).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(counts).toEqual([15]);
    vi.advanceTimersByTime(14_000);
    expect(counts.at(-1)).toBe(1);
    expect(resets).toBe(0);
    vi.advanceTimersByTime(1_000);
    expect(counts.at(-1)).toBeUndefined();
    expect(resets).toBe(1);
  });

  it('input starts the idle wait over', () => {
    const timer = start();
    vi.advanceTimersByTime(60_000);
    timer.activity();
    vi.advanceTimersByTime(60_000);
    expect(counts).toEqual([]);
    vi.advanceTimersByTime(30_000);
    expect(counts).toEqual([15]);
  });

  it("only 'I'm still here' stops a running countdown, not a stray touch", () => {
    const timer = start();
    vi.advanceTimersByTime(95_000);
    timer.activity();
    expect(counts.at(-1)).toBe(10);
    timer.stillHere();
    expect(counts.at(-1)).toBeUndefined();
    vi.advanceTimersByTime(89_000);
    expect(resets).toBe(0);
    vi.advanceTimersByTime(1_000 + 15_000);
    expect(resets).toBe(1);
  });

  it('stopped, it never resets', () => {
    const timer = start();
    timer.stop();
    vi.advanceTimersByTime(200_000);
    expect(resets).toBe(0);
  });
});

import { useCallback, useEffect, useState } from 'react';

/** Whole seconds left until `endsAt` (0 once passed). Pure, for the lock countdown. */
export function secondsUntil(endsAt: number | undefined, now: number): number {
  return endsAt === undefined ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/** A countdown in whole seconds, ticking once a second while it runs (the resend lock, part 2 §4). */
export function useCountdown(): { secondsLeft: number; start: (seconds: number) => void } {
  const [endsAt, setEndsAt] = useState<number>();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (endsAt === undefined) return;
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= endsAt) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);
  const start = useCallback((seconds: number) => {
    const time = Date.now();
    setNow(time);
    setEndsAt(time + seconds * 1000);
  }, []);
  return { secondsLeft: secondsUntil(endsAt, now), start };
}

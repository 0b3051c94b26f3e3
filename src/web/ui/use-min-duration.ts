import { useEffect, useRef, useState } from 'react';
import { SPINNER_MIN_MS } from '@/domain/constants';

/**
 * Keeps a busy flag on for at least `minMs` once it turns on, so a spinner never flashes
 * (part 1 §4: buttons show a loading spinner for at least 300 ms).
 */
export function useMinDuration(active: boolean, minMs: number = SPINNER_MIN_MS): boolean {
  const [shown, setShown] = useState(active);
  const startedAt = useRef<number | null>(active ? Date.now() : null);

  useEffect(() => {
    if (active) {
      startedAt.current ??= Date.now();
      setShown(true);
      return;
    }
    if (startedAt.current === null) return;
    const remaining = minMs - (Date.now() - startedAt.current);
    const done = () => {
      startedAt.current = null;
      setShown(false);
    };
    if (remaining <= 0) {
      done();
      return;
    }
    const timer = setTimeout(done, remaining);
    return () => clearTimeout(timer);
  }, [active, minMs]);

  return active || shown;
}

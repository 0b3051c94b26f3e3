import { useCallback, useEffect, useMemo, useRef } from 'react';

/** A debounced call: `call` schedules, `cancel` drops the pending call, `flush` runs it now. */
export interface Debounced<A extends unknown[]> {
  call: (...args: A) => void;
  cancel: () => void;
  flush: () => void;
}

/** Calls `callback` once `delayMs` have passed without another call; the latest arguments win. */
export function useDebouncedCallback<A extends unknown[]>(callback: (...args: A) => void, delayMs: number): Debounced<A> {
  const callbackRef = useRef(callback);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<A | undefined>(undefined);

  useEffect(() => {
    callbackRef.current = callback;
  }, [callback]);

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    pending.current = undefined;
  }, []);

  const flush = useCallback(() => {
    const args = pending.current;
    cancel();
    if (args) callbackRef.current(...args);
  }, [cancel]);

  const call = useCallback(
    (...args: A) => {
      pending.current = args;
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, delayMs);
    },
    [flush, delayMs],
  );

  useEffect(() => cancel, [cancel]);

  return useMemo(() => ({ call, cancel, flush }), [call, cancel, flush]);
}

import { useEffect, useState } from 'react';
import { useDebouncedCallback } from './use-debounced-callback';

/** `value` once it has stopped changing for `delayMs` (the customer search waits 700 ms, part 2 §9). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  const settle = useDebouncedCallback(setSettled, delayMs);
  useEffect(() => settle.call(value), [value, settle]);
  return settled;
}

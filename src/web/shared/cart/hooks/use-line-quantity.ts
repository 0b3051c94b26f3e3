import { useEffect, useRef, useState } from 'react';
import { MIN_LINE_QUANTITY, QUANTITY_DEBOUNCE_MS } from '@/domain/constants';
import { parseQuantity } from '@/domain/line-quantity';

export interface LineQuantityOptions {
  /** The quantity the server priced. */
  quantity: number;
  max: number;
  /** Sends update-quantity; settles when the server answered. */
  send: (quantity: number) => Promise<unknown>;
  /** A change waits to be sent: totals are about to change (Place Order reads 'Recalculating'). */
  onPendingChange: (pending: boolean) => void;
}

/**
 * A cart line's quantity as the shopper edits it (part 2 §7: update-quantity debounced 250 ms).
 * Typing and the +/- buttons change what shows at once; the call goes out QUANTITY_DEBOUNCE_MS after
 * the last change, once, and only for a numeric value (src/domain/line-quantity.ts) that differs
 * from the cart. Until the answer arrives the typed value stays; a failure shows the cart's again.
 */
export function useLineQuantity({ quantity, max, send, onPendingChange }: LineQuantityOptions) {
  const [draft, setDraft] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const latest = useRef({ quantity, send, onPendingChange });
  useEffect(() => {
    latest.current = { quantity, send, onPendingChange };
  });
  useEffect(
    () => () => {
      if (timer.current === undefined) return;
      window.clearTimeout(timer.current);
      latest.current.onPendingChange(false);
    },
    [],
  );

  const text = draft ?? String(quantity);
  const value = parseQuantity(text, quantity, max);

  function schedule(next: number) {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    if (next === latest.current.quantity) {
      onPendingChange(false);
      return;
    }
    onPendingChange(true);
    timer.current = window.setTimeout(() => {
      timer.current = undefined;
      const { send: sendNow, onPendingChange: pendingNow } = latest.current;
      pendingNow(false);
      // Once answered, the cart's quantity shows again unless the shopper has typed something else.
      void sendNow(next).finally(() => setDraft((current) => (current !== null && showsQuantity(current, next) ? null : current)));
    }, QUANTITY_DEBOUNCE_MS);
  }

  function type(typed: string) {
    setDraft(typed);
    schedule(parseQuantity(typed, quantity, max));
  }

  function step(delta: 1 | -1) {
    const next = Math.min(Math.max(value + delta, MIN_LINE_QUANTITY), Math.max(max, MIN_LINE_QUANTITY));
    setDraft(String(next));
    schedule(next);
  }

  /** On leaving the field it shows the number that applies (clamped, or the cart's when not numeric). */
  function settle() {
    if (draft === null) return;
    const shown = String(value);
    setDraft(shown === String(quantity) && timer.current === undefined ? null : shown);
  }

  return { text, value, type, step, settle };
}

const showsQuantity = (text: string, quantity: number) => /^\d+$/.test(text.trim()) && Number(text.trim()) === quantity;

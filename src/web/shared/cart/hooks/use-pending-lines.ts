import { useCallback, useState } from 'react';

/**
 * Which lines have a quantity change waiting for its debounce: while any does, the totals on
 * screen are about to change, so Place Order reads 'Recalculating' (part 2 §4).
 */
export function usePendingLines() {
  const [pending, setPending] = useState<ReadonlySet<number>>(() => new Set());
  const mark = useCallback((inventoryId: number, isPending: boolean) => {
    setPending((current) => {
      if (current.has(inventoryId) === isPending) return current;
      const next = new Set(current);
      if (isPending) next.add(inventoryId);
      else next.delete(inventoryId);
      return next;
    });
  }, []);
  return { anyPending: pending.size > 0, mark };
}

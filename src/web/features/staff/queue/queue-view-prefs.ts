import { useEffect, useState } from 'react';

export const QUEUE_SORT_VALUES = ['newest', 'oldest', 'status', 'type', 'customer'] as const;
export type QueueSort = (typeof QUEUE_SORT_VALUES)[number];
export const QUEUE_ORDER_TYPE_VALUES = ['pickup', 'curbside', 'checkin', 'delivery'] as const;
export type QueueOrderType = (typeof QUEUE_ORDER_TYPE_VALUES)[number];

/** Where the terminal keeps how staff like the queue (beside the working store, apotheca_staff_store). */
export const QUEUE_VIEW_KEY = 'apotheca_staff_queue_view';

export interface QueueViewPrefs {
  /** Undefined: the spec's default for the status filter (queue-view.ts defaultQueueSort). */
  sort: QueueSort | undefined;
  type: QueueOrderType | undefined;
}

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined => (values.includes(value as T) ? (value as T) : undefined);

/** What the device remembered; anything unreadable or unknown reads as the defaults. */
export function readQueueViewPrefs(): QueueViewPrefs {
  try {
    const saved = JSON.parse(localStorage.getItem(QUEUE_VIEW_KEY) ?? '{}') as Record<string, unknown>;
    return { sort: oneOf(QUEUE_SORT_VALUES, saved.sort), type: oneOf(QUEUE_ORDER_TYPE_VALUES, saved.type) };
  } catch {
    return { sort: undefined, type: undefined };
  }
}

/**
 * The queue's order and order type, remembered on this terminal so a reload or the next shift opens
 * the queue as staff left it. Kept on the device, not in the URL: the /orders route's search schema
 * ships in every shopper's entry bundle, and these values need not.
 */
export function useQueueViewPrefs(): [QueueViewPrefs, (change: Partial<QueueViewPrefs>) => void] {
  const [prefs, setPrefs] = useState(readQueueViewPrefs);
  useEffect(() => {
    try {
      localStorage.setItem(QUEUE_VIEW_KEY, JSON.stringify(prefs));
    } catch {
      // Storage full or refused: the choice lasts while the screen is open.
    }
  }, [prefs]);
  return [prefs, (change) => setPrefs((previous) => ({ ...previous, ...change }))];
}

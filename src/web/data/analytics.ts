import type { AnalyticsEvent } from '@/api/content';
import { shoppingState } from '@/web/state/shopping';
import { call } from './call';

/** A property value the contract accepts: strings up to 200 characters, numbers, booleans. */
export type AnalyticsProperties = Record<string, string | number | boolean>;

const MAX_KEY = 60;
const MAX_TEXT = 200;

/**
 * Whether the shopper allowed Analytics cookies. The consent lives in the shell's consent state;
 * the shell keeps this in step (web/shell/analytics). Until told otherwise nothing is sent.
 */
let analyticsAllowed = false;

export function setAnalyticsAllowed(allowed: boolean): void {
  analyticsAllowed = allowed;
}

export function isAnalyticsAllowed(): boolean {
  return analyticsAllowed;
}

/**
 * Records one of the part 1 §7 analytics events (POST analytics/events) with the current path and
 * store, only when the shopper allowed Analytics. Fire and forget: callers need not wait; it never
 * rejects and never toasts, so a failed call cannot get in the shopper's way. The path and store are
 * read at once (where the click happened); the contract entry loads on first use, which keeps the
 * menus and banner that call this light.
 */
export async function track(event: AnalyticsEvent, properties: AnalyticsProperties = {}): Promise<void> {
  if (!analyticsAllowed) return;
  const body = {
    event,
    consent: true as const,
    path: window.location.pathname.slice(0, 500),
    store_id: shoppingState.storeId ?? null,
    properties: clip(properties),
  };
  try {
    const { contentPaths } = await import('@/api/content-paths');
    await call(contentPaths.recordAnalyticsEvent, { body }, { hideErrorToast: true });
  } catch {
    // Nothing to tell the shopper: the event is simply not recorded.
  }
}

/** Keeps properties inside the contract's limits instead of having the server refuse the event. */
function clip(properties: AnalyticsProperties): AnalyticsProperties {
  return Object.fromEntries(
    Object.entries(properties)
      .filter(([key]) => key.length <= MAX_KEY)
      .map(([key, value]) => [key, typeof value === 'string' ? value.slice(0, MAX_TEXT) : value]),
  );
}

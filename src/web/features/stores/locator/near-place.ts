import type { Place } from '@/api/places';
import { hasLocation } from '@/domain/distance';

/** Where the locator measures from: the device's position or a searched zip or city (issue 21). */
export interface NearPlace {
  lat: number;
  lng: number;
  /** What the page says it measured from: 'your location', 'Springfield, IL', '90210 (Beverly Hills, CA)'. */
  label: string;
  source: 'device' | 'search';
}

const STORAGE_KEY = 'apotheca.locator.near';

/**
 * The place kept for this tab, so coming back to the locator still opens the nearest state and lists
 * the nearest stores first. Session storage only: a position is not kept past the tab.
 */
export function keptNearPlace(): NearPlace | undefined {
  try {
    const value = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<NearPlace> | null;
    if (!value || typeof value.lat !== 'number' || typeof value.lng !== 'number' || typeof value.label !== 'string') return undefined;
    if (!hasLocation({ lat: value.lat, lng: value.lng })) return undefined;
    return { lat: value.lat, lng: value.lng, label: value.label, source: value.source === 'device' ? 'device' : 'search' };
  } catch {
    return undefined;
  }
}

export function keepNearPlace(place: NearPlace | undefined): void {
  try {
    if (place) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(place));
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage may be full or blocked (private mode): the place still applies to this visit.
  }
}

/**
 * The search match to measure from: of the matches (largest place first), the first in a state that
 * has stores, so 'Springfield' means the Springfield near our stores; else the first match.
 */
export function pickPlace(matches: readonly Place[], storeStates: ReadonlySet<string>): Place | undefined {
  return matches.find((place) => storeStates.has(place.state)) ?? matches[0];
}

import type { Place } from '@/api/places';
import { US_STATE_NAMES } from '@/domain/us-states';
import { lookupZip } from '@/server/services/delivery/zip-geocoder';
import { usPlaces, type UsPlace } from './us-places';

/** The most matches an answer lists (a common name such as Springfield has dozens). */
export const MAX_PLACES = 5;

/** 'Saint-Louis ' and 'saint louis' alike: case, accents, dots, dashes and spacing do not count. */
export function normalizePlaceName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .replace(/[.\-‐–]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    // 'St. Louis' and 'Saint Louis', 'Ft Myers' and 'Fort Myers', 'Mt Vernon' and 'Mount Vernon'.
    .replace(/\bst\b/g, 'saint')
    .replace(/\bft\b/g, 'fort')
    .replace(/\bmt\b/g, 'mount');
}

const STATE_BY_NAME = new Map(Object.entries(US_STATE_NAMES).map(([code, name]) => [normalizePlaceName(name), code]));

/** 'IL', 'il' or 'Illinois' to 'IL'; undefined for anything else. */
function stateCode(text: string): string | undefined {
  const upper = text.trim().toUpperCase();
  return upper in US_STATE_NAMES ? upper : STATE_BY_NAME.get(normalizePlaceName(text));
}

/**
 * A typed city as its name and, when one was given, its state: 'Springfield, IL', 'Springfield IL',
 * 'Springfield, Illinois' or plain 'Springfield'. A last word that is no state stays part of the name.
 */
export function parseCityQuery(query: string): { name: string; state?: string } {
  const comma = query.lastIndexOf(',');
  if (comma > 0) {
    const state = stateCode(query.slice(comma + 1));
    if (state) return { name: normalizePlaceName(query.slice(0, comma)), state };
  }
  // The words as typed: normalizing first would read 'MT' (Montana) as 'mount'.
  const words = query.trim().split(/\s+/);
  for (const take of [2, 1]) {
    if (words.length <= take) continue;
    const state = stateCode(words.slice(-take).join(' '));
    if (state) return { name: normalizePlaceName(words.slice(0, -take).join(' ')), state };
  }
  return { name: normalizePlaceName(query) };
}

let index: Map<string, UsPlace[]> | undefined;

/** The places by normalized name, each list largest first; built at the first city search. */
function placesByName(): Map<string, UsPlace[]> {
  if (index) return index;
  const built = new Map<string, UsPlace[]>();
  for (const place of usPlaces()) {
    const key = normalizePlaceName(place.name);
    built.set(key, [...(built.get(key) ?? []), place]);
  }
  for (const list of built.values()) list.sort((a, b) => b.population - a.population);
  index = built;
  return built;
}

const ZIP_QUERY = /^(\d{5})(?:-\d{4})?$/;

/**
 * Where a typed zip or city is: a zip's centroid (the delivery geocoder's dataset), or the places of
 * that name (GeoNames), in the given state when one was typed, largest first; when no place has the
 * exact name, the largest whose name starts with it. An empty list when nothing matches.
 */
export function findPlaces(query: string): Place[] {
  const text = query.trim();
  const zip = ZIP_QUERY.exec(text)?.[1];
  if (zip) {
    const found = lookupZip(zip);
    return found ? [{ kind: 'zip', label: `${zip} (${found.city}, ${found.state})`, state: found.state, lat: found.lat, lng: found.lng }] : [];
  }
  if (/^\d/.test(text)) return [];
  const { name, state } = parseCityQuery(text);
  if (name.length < 2) return [];
  const inState = (place: UsPlace) => !state || place.state === state;
  let matches = (placesByName().get(name) ?? []).filter(inState);
  if (matches.length === 0) {
    matches = [...placesByName()]
      .filter(([key]) => key.startsWith(name))
      .flatMap(([, list]) => list.filter(inState))
      .sort((a, b) => b.population - a.population);
  }
  return matches.slice(0, MAX_PLACES).map((place) => ({ kind: 'city', label: place.name.includes(',') ? place.name : `${place.name}, ${place.state}`, state: place.state, lat: place.lat, lng: place.lng }));
}

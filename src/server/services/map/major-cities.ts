import type { FeatureCollection, Point } from 'geojson';
import { milesBetween } from '@/domain/distance';
import { encodeJson, type EncodedJson } from '@/server/http/encoded-json';
import { usPlaces, type UsPlace } from './us-places';

export interface CityProperties {
  name: string;
  state: string;
  /** 1: one of its state's 3 largest; 2: of its 10 largest; 3: another place of 25,000 or more. */
  tier: 1 | 2 | 3;
}

const TIER_1_RANK = 3;
const TIER_2_RANK = 10;
/** Below its state's 10 largest, a place is labelled (when zoomed in) from this many people. */
const TIER_3_POPULATION = 25_000;

/**
 * How far around a city its own neighbourhoods and inner suburbs reach, in miles: GeoNames lists
 * Brooklyn beside New York City and Maryvale beside Phoenix, and a map of major cities shows only the
 * city. Grows with the square root of the population (~2.5 mi for 100,000, ~10 mi for 1.5 million).
 */
const reachMiles = (population: number) => 2.5 * Math.sqrt(population / 100_000);

/**
 * Each state's major cities, largest first: sections of cities left out, and so is a place inside the
 * reach of a larger one already kept. Tiers by rank within the state; the smallest places only when
 * large enough to matter.
 */
export function selectMajorCities(places: readonly UsPlace[]): FeatureCollection<Point, CityProperties> {
  const byState = new Map<string, UsPlace[]>();
  for (const place of places) {
    if (place.featureCode === 'PPLX') continue;
    byState.set(place.state, [...(byState.get(place.state) ?? []), place]);
  }
  const features: FeatureCollection<Point, CityProperties>['features'] = [];
  for (const [state, candidates] of byState) {
    const kept: UsPlace[] = [];
    for (const place of [...candidates].sort((a, b) => b.population - a.population || a.name.localeCompare(b.name))) {
      if (kept.length >= TIER_2_RANK && place.population < TIER_3_POPULATION) break;
      if (kept.some((larger) => milesBetween(larger, place) < reachMiles(larger.population))) continue;
      kept.push(place);
    }
    kept.forEach((place, index) => {
      const tier = index < TIER_1_RANK ? 1 : index < TIER_2_RANK ? 2 : 3;
      const coordinates = [Math.round(place.lng * 1e4) / 1e4, Math.round(place.lat * 1e4) / 1e4];
      features.push({ type: 'Feature', properties: { name: place.name, state, tier }, geometry: { type: 'Point', coordinates } });
    });
  }
  return { type: 'FeatureCollection', features };
}

let cities: Promise<EncodedJson> | undefined;

/** The major cities, selected and gzipped once at first use; a failure is not kept. */
export function majorCitiesJson(): Promise<EncodedJson> {
  cities ??= Promise.resolve()
    .then(() => encodeJson(selectMajorCities(usPlaces())))
    .catch((error: unknown) => {
      cities = undefined;
      throw error;
    });
  return cities;
}

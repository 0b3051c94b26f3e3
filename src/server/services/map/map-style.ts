import type { MapStyle } from '@/api/map';
import { tint } from './tint';

export interface MapStyleInput {
  /** Absolute URLs of our GeoJSON (MapLibre fetches sources from its worker, where a relative URL has no page). */
  stateShapesUrl: string;
  countyLinesUrl: string;
  majorCitiesUrl: string;
  primaryColor: string;
  secondaryColor: string;
}

/** Neutral greens when a brand row holds no usable colour. */
const FALLBACK_PRIMARY = '#1f6f4a';
const FALLBACK_SECONDARY = '#8a6d3b';

/** Short, so the credits fit one line of a phone's map (they show expanded until the map is first moved). */
export const MAP_ATTRIBUTION = 'U.S. Census Bureau';
/** GeoNames publishes its places under CC BY 4.0, which asks for this credit. */
export const PLACES_ATTRIBUTION = 'GeoNames (CC BY 4.0)';

/** City names and dots: dark enough on the light land for WCAG's 4.5:1 (~#2b312e on ~#f8f8f5 is ~13:1). */
const CITY_INK = '#2b312e';

/**
 * Which cities show at a zoom: a state's 3 largest from the start (zoom 5, a state or two), its 10
 * largest from 6.5, every place of 25,000 or more from 9 (part of a metro area; at 8 a metro's
 * suburbs crowd into unlabelled dots). Layer filters evaluate zoom at whole levels, so the steps
 * land on 7 and 9 there.
 */
const CITY_TIER_AT_ZOOM = ['<=', ['get', 'tier'], ['step', ['zoom'], 1, 6.5, 2, 9, 3]];

/**
 * Our own offline map style (DECISIONS.md "Maps"): water as a soft wash of the brand's primary, the
 * states as light land with a hint of the secondary, county lines faint inside them, state borders
 * in a mid tint of the primary, and the major cities as dots with their names (issue 21: a map that
 * tells you where you are). No glyphs URL or sprite: MapLibre draws the few label letters with the
 * device's own sans-serif font, so nothing but our GeoJSON is ever downloaded; the pins are HTML markers.
 */
export function buildMapStyle({ stateShapesUrl, countyLinesUrl, majorCitiesUrl, primaryColor, secondaryColor }: MapStyleInput): MapStyle {
  return {
    version: 8,
    name: 'Apotheca states',
    sources: {
      states: { type: 'geojson', data: stateShapesUrl, attribution: MAP_ATTRIBUTION },
      counties: { type: 'geojson', data: countyLinesUrl },
      cities: { type: 'geojson', data: majorCitiesUrl, attribution: PLACES_ATTRIBUTION },
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': tint(primaryColor, 0.16, FALLBACK_PRIMARY) } },
      {
        id: 'state-fill',
        type: 'fill',
        source: 'states',
        paint: { 'fill-color': tint(secondaryColor, 0.06, FALLBACK_SECONDARY), 'fill-antialias': true },
      },
      {
        id: 'county-line',
        type: 'line',
        source: 'counties',
        layout: { 'line-join': 'round' },
        paint: {
          'line-color': tint(primaryColor, 0.3, FALLBACK_PRIMARY),
          'line-opacity': ['interpolate', ['linear'], ['zoom'], 5, 0.45, 9, 0.8],
          'line-width': ['interpolate', ['linear'], ['zoom'], 5, 0.4, 10, 1],
        },
      },
      {
        id: 'state-border',
        type: 'line',
        source: 'states',
        layout: { 'line-join': 'round' },
        paint: {
          'line-color': tint(primaryColor, 0.45, FALLBACK_PRIMARY),
          'line-width': ['interpolate', ['linear'], ['zoom'], 4, 0.6, 10, 2],
        },
      },
      {
        id: 'city-dot',
        type: 'circle',
        source: 'cities',
        filter: CITY_TIER_AT_ZOOM,
        paint: {
          'circle-color': CITY_INK,
          'circle-radius': ['match', ['get', 'tier'], 1, 3.5, 2, 2.75, 2.25],
          'circle-stroke-color': '#ffffff',
          'circle-stroke-width': 1,
        },
      },
      {
        id: 'city-label',
        type: 'symbol',
        source: 'cities',
        filter: CITY_TIER_AT_ZOOM,
        layout: {
          'text-field': ['get', 'name'],
          'text-font': ['sans-serif'],
          'text-size': ['match', ['get', 'tier'], 1, 13, 2, 12, 11],
          // Beside the dot, on whichever side is free; where none is, the larger city keeps its name.
          'text-variable-anchor': ['left', 'right', 'top', 'bottom'],
          'text-radial-offset': 0.55,
          'text-justify': 'auto',
          'symbol-sort-key': ['get', 'tier'],
          'text-max-width': 8,
        },
        paint: { 'text-color': CITY_INK, 'text-halo-color': '#ffffff', 'text-halo-width': 1.5 },
      },
    ],
  };
}

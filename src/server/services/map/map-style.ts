import type { MapStyle } from '@/api/map';
import { tint } from './tint';

export interface MapStyleInput {
  /** Absolute URL of GET /api/map/us-states.geojson (MapLibre fetches sources from its worker). */
  stateShapesUrl: string;
  primaryColor: string;
  secondaryColor: string;
}

/** Neutral greens when a brand row holds no usable colour. */
const FALLBACK_PRIMARY = '#1f6f4a';
const FALLBACK_SECONDARY = '#8a6d3b';

export const MAP_ATTRIBUTION = 'Map data: U.S. Census Bureau (us-atlas)';

/**
 * Our own offline map style (DECISIONS.md "Maps"): water as a soft wash of the brand's primary, the
 * states as light land with a hint of the secondary, and state borders in a mid tint of the primary.
 * No glyphs or sprites, so nothing but the state shapes is ever downloaded; the pins are HTML markers.
 */
export function buildMapStyle({ stateShapesUrl, primaryColor, secondaryColor }: MapStyleInput): MapStyle {
  return {
    version: 8,
    name: 'Apotheca states',
    sources: {
      states: { type: 'geojson', data: stateShapesUrl, attribution: MAP_ATTRIBUTION },
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
        id: 'state-border',
        type: 'line',
        source: 'states',
        layout: { 'line-join': 'round' },
        paint: {
          'line-color': tint(primaryColor, 0.45, FALLBACK_PRIMARY),
          'line-width': ['interpolate', ['linear'], ['zoom'], 4, 0.6, 10, 2],
        },
      },
    ],
  };
}

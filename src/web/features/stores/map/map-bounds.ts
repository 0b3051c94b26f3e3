import { MAP_MAX_ZOOM, MAP_MIN_ZOOM, MAP_SINGLE_POINT_PADDING } from '@/domain/constants';

export interface LngLatPoint {
  lat: number;
  lng: number;
}

/** South-west and north-east corners as [lng, lat] pairs (MapLibre's LngLatBoundsLike). */
export type LngLatBox = [[number, number], [number, number]];

/**
 * A store has a place on the map when its coordinates are real numbers in range; 0,0 is how a
 * missing location arrives, and no store of ours lies in the Gulf of Guinea.
 */
export function hasMapLocation({ lat, lng }: LngLatPoint): boolean {
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return false;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return false;
  return lat !== 0 || lng !== 0;
}

/**
 * The box the map fits to (part 1 §2 "Map"): the smallest box around the stores' pins; a single
 * point (or stores all at one spot) is padded by 0.02° on every side, so the map shows its
 * surroundings instead of zooming as far in as it can. Undefined when no store has a location.
 */
export function storeBounds(points: readonly LngLatPoint[]): LngLatBox | undefined {
  const located = points.filter(hasMapLocation);
  if (located.length === 0) return undefined;
  const lngs = located.map((point) => point.lng);
  const lats = located.map((point) => point.lat);
  let [west, east, south, north] = [Math.min(...lngs), Math.max(...lngs), Math.min(...lats), Math.max(...lats)];
  if (west === east && south === north) {
    west -= MAP_SINGLE_POINT_PADDING;
    east += MAP_SINGLE_POINT_PADDING;
    south -= MAP_SINGLE_POINT_PADDING;
    north += MAP_SINGLE_POINT_PADDING;
  }
  return [
    [west, south],
    [east, north],
  ];
}

/** Zoom held within the spec's limits (part 1 §2 "Map": 5 to 18). */
export function clampZoom(zoom: number): number {
  return Math.min(MAP_MAX_ZOOM, Math.max(MAP_MIN_ZOOM, zoom));
}

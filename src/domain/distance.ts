/**
 * Distances for the store locator (issue 21 "the locator": 'Use my location' and a zip or city
 * search order the stores by how far they are). Straight-line (great-circle) miles: the locator
 * ranks stores and shows a rough figure, it does not route.
 */

export interface LatLng {
  lat: number;
  lng: number;
}

/** Mean radius of the Earth in statute miles (IUGG mean radius, 6,371.0088 km). */
const EARTH_RADIUS_MILES = 3958.7613;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * A point has a place on the Earth when its coordinates are real numbers in range; 0,0 is how a
 * missing store location arrives, and no store of ours lies in the Gulf of Guinea. The map's
 * hasMapLocation (src/web/features/stores/map/map-bounds.ts) says the same: it stays apart so the
 * lazily loaded map and the locator page share no extra chunk (the entry lists every shared chunk).
 */
export function hasLocation({ lat, lng }: LatLng): boolean {
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return false;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return false;
  return lat !== 0 || lng !== 0;
}

/** Great-circle distance in miles between two points (the haversine formula, exact for a sphere). */
export function milesBetween(from: LatLng, to: LatLng): number {
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  // min(1, …) keeps float noise on antipodal points out of asin's domain error.
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** How a tile says a distance: tenths under 10 miles ('0.4 mi', '3.2 mi'), whole miles beyond ('12 mi', '1,204 mi'). */
export function formatMiles(miles: number): string {
  if (miles < 10) return `${(Math.round(miles * 10) / 10).toFixed(1)} mi`;
  return `${Math.round(miles).toLocaleString('en-US')} mi`;
}

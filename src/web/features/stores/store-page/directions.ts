import type { Store } from '@/api/store';

/**
 * Get Directions (part 1 §2 store page): the store's directions link from its content when it has
 * one, else OpenStreetMap's directions to the store's coordinates (no key, no account).
 */
export function directionsUrl(store: Pick<Store, 'lat' | 'lng'>, contentLink: string | undefined): string {
  if (contentLink?.trim()) return contentLink.trim();
  const to = `${store.lat},${store.lng}`;
  return `https://www.openstreetmap.org/directions?route=${encodeURIComponent(`;${to}`)}#map=16/${store.lat}/${store.lng}`;
}

import { mapPaths } from '@/api/map-paths';
import type { Place } from '@/api/map';
import { call } from '@/web/data/call';

/**
 * Where a typed zip or city is (GET map/places): the locator orders its stores from there. The form
 * shows its own message on a failure, so no toast.
 */
export async function findPlaces(query: string, signal?: AbortSignal): Promise<Place[]> {
  const answer = await call(mapPaths.findPlaces, { query: { q: query } }, { signal, hideErrorToast: true });
  return answer.data;
}

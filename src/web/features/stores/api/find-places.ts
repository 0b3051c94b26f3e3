import { placePaths } from '@/api/place-paths';
import type { Place } from '@/api/places';
import { call } from '@/web/data/call';

/**
 * Where a typed zip or city is (GET map/places): the locator orders its stores from there. The form
 * shows its own message on a failure, so no toast.
 */
export async function findPlaces(query: string, signal?: AbortSignal): Promise<Place[]> {
  const answer = await call(placePaths.findPlaces, { query: { q: query } }, { signal, hideErrorToast: true });
  return answer.data;
}

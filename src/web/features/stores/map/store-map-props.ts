import type { Store } from '@/api/store';

/**
 * The locator map's contract (part 1 §2 "Map"): pins for the visible stores, the selected one larger,
 * a pin click selects its store. The map itself (maplibre-gl) loads on demand behind LazyStoreMap.
 */
export interface StoreMapProps {
  /** The stores shown as pins; the map fits to them. */
  stores: readonly Store[];
  selectedStoreId: number | undefined;
  onSelectStore: (storeId: number) => void;
  /** The brand's pin images: map_pin_url for the selected pin (32x38), map_pin_url_alt for the others (27x32). */
  pinUrl: string;
  pinUrlAlt: string;
  /** Accessible name of the map region. */
  label: string;
  /**
   * The place the shopper gave ('Use my location', a zip or city search; issue 21): marked on the
   * map, which then shows it together with `nearby` (its nearest stores) instead of every store.
   */
  origin?: { lat: number; lng: number; label: string; nearby: readonly { lat: number; lng: number }[] };
}

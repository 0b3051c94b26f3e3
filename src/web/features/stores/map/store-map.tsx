import 'maplibre-gl/dist/maplibre-gl.css';
import { Map as MapLibreMap, Marker, NavigationControl, setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { API_HEADERS } from '@/api/common';
import { mapPaths } from '@/api/map-paths';
import type { Store } from '@/api/store';
import { MAP_MAX_ZOOM, MAP_MIN_ZOOM } from '@/domain/constants';
import { apiUrl } from '@/web/data/call';
import { shoppingState } from '@/web/state/shopping';
import { prefersReducedMotion } from '@/web/ui/hooks/use-media-query';
import { clampZoom, hasMapLocation, storeBounds } from './map-bounds';
import { mapFrame } from './map-frame';
import { MapUnavailable } from './map-unavailable';
import { addPin, paintPin } from './pin-marker';
import type { StoreMapProps } from './store-map-props';

// Vite does not emit MapLibre's worker by itself (STACK-NOTES): point MapLibre at the emitted file.
setWorkerUrl(workerUrl);

/** Our offline style (DECISIONS.md "Maps"), or a redirect to MAP_STYLE_URL's tiles. */
const STYLE_PATH = apiUrl(mapPaths.mapStyle);
/** Pixel room around the fitted stores, so edge pins are not cut off. */
const FIT_PADDING_PX = 40;
/** Where the map starts before it fits to the stores: the contiguous US. */
const US_CENTER: [number, number] = [-96, 38];
/**
 * The closest a fit comes (issue 21: a map that shows the store's surroundings): about 80 km across a
 * phone (MapLibre's zoom 8 is ~230 m a pixel at these latitudes), so a lone store (the second
 * brand's) sits among its neighbouring towns and county lines rather than alone on a few streets'
 * worth of empty land. The shopper can still zoom to 18.
 */
const FIT_MAX_ZOOM = 8;
/** Our style's city names (map-style.ts on the server); another style (MAP_STYLE_URL) has none. */
const CITY_LABEL_LAYER = 'city-label';
/** The most place names told to screen readers, largest first. */
const PLACES_TOLD = 12;

const originDot = css({
  width: '18px',
  height: '18px',
  borderRadius: 'full',
  bg: '#1a66d9',
  border: '3px solid white',
  boxShadow: '0 0 0 6px rgb(26 102 217 / 0.25), 0 1px 4px rgb(0 0 0 / 0.35)',
  pointerEvents: 'none',
});


function createMap(container: HTMLElement): MapLibreMap {
  const map = new MapLibreMap({
    container,
    style: new URL(STYLE_PATH, window.location.origin).href,
    center: US_CENTER,
    zoom: MAP_MIN_ZOOM,
    minZoom: MAP_MIN_ZOOM,
    maxZoom: MAP_MAX_ZOOM,
    attributionControl: { compact: true },
    // The map sits in a scrolling page: the wheel (and one finger on a phone) scrolls the page, and
    // MapLibre says how to zoom instead (ctrl/⌘ + wheel, two fingers); +/-, pinch and keys still zoom.
    cooperativeGestures: true,
    dragRotate: false,
    pitchWithRotate: false,
    touchPitch: false,
    fadeDuration: prefersReducedMotion() ? 0 : 300,
    // The style is in the brand's colours; the brand may be a development override the host does not tell.
    transformRequest: (url) => {
      const appId = shoppingState.orderingAppId;
      const sameOrigin = url.startsWith(`${window.location.origin}/`);
      return sameOrigin && appId ? { url, headers: { [API_HEADERS.orderingAppId]: String(appId) } } : { url };
    },
  });
  map.touchZoomRotate.disableRotation();
  map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
  return map;
}

/**
 * The stores that have a place on the map, as the same array until a pin would change (a store added
 * or removed, moved or renamed): the parent may pass an equal new array on every render, and each
 * new array would rebuild every pin and refit the map.
 */
function useLocatedStores(stores: readonly Store[]): Store[] {
  const located = stores.filter(hasMapLocation);
  const key = located.map((store) => `${store.id}:${store.lat},${store.lng}:${store.ecomm_display_name}`).join('|');
  const [places, setPlaces] = useState({ key, located });
  if (places.key === key) return places.located;
  setPlaces({ key, located });
  return located;
}

/**
 * The store locator's map (part 1 §2 "Map"): our own offline style, one pin button per store
 * (selected 32x38, others 27x32), zoom 5 to 18, fitted to the stores, easing to the selected one.
 * Default export for React.lazy: use LazyStoreMap.
 */
export default function StoreMap({ stores, selectedStoreId, onSelectStore, pinUrl, pinUrlAlt, label, origin }: StoreMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<MapLibreMap>();
  const [failed, setFailed] = useState(false);
  const [places, setPlaces] = useState<string[]>([]);
  const onSelectRef = useRef(onSelectStore);
  const pinsRef = useRef(new Map<number, Marker>());
  const located = useLocatedStores(stores);

  useEffect(() => {
    onSelectRef.current = onSelectStore;
  }, [onSelectStore]);

  useEffect(() => {
    // Throws without WebGL 2 (old device, blocked GPU): LazyStoreMap's boundary shows "Map unavailable".
    let created: MapLibreMap | undefined = createMap(containerRef.current!);
    const release = () => {
      created?.remove();
      created = undefined;
    };
    let styleLoaded = false;
    created.once('style.load', () => (styleLoaded = true));
    // Without its style the map is an empty box; later errors (a missing shape file) leave pins usable.
    created.on('error', () => {
      if (styleLoaded) return;
      release();
      setMap(undefined);
      setFailed(true);
    });
    setMap(created);
    return release;
  }, []);

  useEffect(() => {
    if (!map) return undefined;
    const pins = pinsRef.current;
    for (const store of located) pins.set(store.id, addPin(map, store, (id) => onSelectRef.current(id)));
    return () => {
      for (const pin of pins.values()) pin.remove();
      pins.clear();
    };
  }, [map, located]);

  useEffect(() => {
    for (const [storeId, pin] of pinsRef.current) paintPin(pin, { selected: storeId === selectedStoreId, pinUrl, pinUrlAlt });
  }, [map, located, selectedStoreId, pinUrl, pinUrlAlt]);

  // The stores, or the place the shopper gave with its nearby stores (flown to, unless motion is reduced).
  const [originLat, originLng, originLabel] = [origin?.lat, origin?.lng, origin?.label];
  // The nearby stores as text, so an equal new array (each render of the page) is no change.
  const nearbyKey = origin?.nearby.map((point) => `${point.lat},${point.lng}`).join('|') ?? '';
  useEffect(() => {
    if (!map) return undefined;
    if (originLat === undefined || originLng === undefined) {
      const bounds = storeBounds(located);
      if (bounds) map.fitBounds(bounds, { padding: FIT_PADDING_PX, maxZoom: FIT_MAX_ZOOM, animate: false });
      return undefined;
    }
    const nearby = nearbyKey ? nearbyKey.split('|').map((pair) => ({ lat: Number(pair.split(',')[0]), lng: Number(pair.split(',')[1]) })) : [];
    const bounds = storeBounds([{ lat: originLat, lng: originLng }, ...nearby]);
    if (bounds) map.fitBounds(bounds, { padding: FIT_PADDING_PX, maxZoom: FIT_MAX_ZOOM, animate: !prefersReducedMotion() });
    const dot = document.createElement('div');
    dot.className = originDot;
    dot.setAttribute('role', 'img');
    dot.setAttribute('aria-label', originLabel === 'your location' ? 'Your location' : `Searched place: ${originLabel}`);
    const marker = new Marker({ element: dot }).setLngLat([originLng, originLat]).addTo(map);
    return () => void marker.remove();
  }, [map, located, originLat, originLng, originLabel, nearbyKey]);

  // The map's city names, told to screen readers as the view settles (the canvas itself says nothing).
  useEffect(() => {
    if (!map) return undefined;
    const tell = () => {
      if (!map.getLayer(CITY_LABEL_LAYER)) return;
      const features = map.queryRenderedFeatures({ layers: [CITY_LABEL_LAYER] });
      const names = [...new Set(features.sort((a, b) => Number(a.properties.tier) - Number(b.properties.tier)).map((feature) => String(feature.properties.name)))];
      const told = names.slice(0, PLACES_TOLD);
      setPlaces((previous) => (previous.join('|') === told.join('|') ? previous : told));
    };
    map.on('idle', tell);
    return () => void map.off('idle', tell);
  }, [map]);

  const previousSelection = useRef(selectedStoreId);
  useEffect(() => {
    if (!map || previousSelection.current === selectedStoreId) return;
    previousSelection.current = selectedStoreId;
    const store = located.find((candidate) => candidate.id === selectedStoreId);
    if (!store) return;
    map.easeTo({ center: [store.lng, store.lat], zoom: clampZoom(map.getZoom()), animate: !prefersReducedMotion() });
  }, [map, located, selectedStoreId]);

  if (failed) return <MapUnavailable label={label} />;
  return (
    <div role="region" aria-label={label} className={mapFrame}>
      {/* Sized, not positioned: MapLibre's own stylesheet makes its container position: relative. */}
      <div ref={containerRef} className={css({ width: 'full', height: 'full' })} />
      {places.length > 0 && <p className={css({ srOnly: true })}>Places on the map: {places.join(', ')}.</p>}
    </div>
  );
}

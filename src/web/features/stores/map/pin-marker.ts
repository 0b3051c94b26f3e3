import { Marker, type Map as MapLibreMap } from 'maplibre-gl';
import { css } from 'styled-system/css';
import type { Store } from '@/api/store';
import { MAP_PIN, MAP_PIN_SELECTED } from '@/domain/constants';

const pinButton = css({
  display: 'block',
  p: '0',
  border: 'none',
  bg: 'transparent',
  cursor: 'pointer',
  lineHeight: '0',
  '& img': { display: 'block', width: '100%', height: '100%', pointerEvents: 'none' },
  _hover: { filter: 'drop-shadow(0 2px 3px rgb(0 0 0 / 0.35))' },
});

export interface PinLook {
  selected: boolean;
  /** The brand's pin images: map_pin_url when selected, map_pin_url_alt otherwise. */
  pinUrl: string;
  pinUrlAlt: string;
}

/**
 * A store's pin: a real button named after the store (keyboard focusable, announced as pressed when
 * selected), anchored at its tip. MapLibre only positions it; clicks reach `onSelect`.
 */
export function addPin(map: MapLibreMap, store: Store, onSelect: (storeId: number) => void): Marker {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = pinButton;
  button.setAttribute('aria-label', store.ecomm_display_name);
  const image = document.createElement('img');
  image.alt = '';
  image.decoding = 'async';
  button.append(image);
  button.addEventListener('click', (event) => {
    // The map must not also treat the click as a click on the map.
    event.stopPropagation();
    onSelect(store.id);
  });
  return new Marker({ element: button, anchor: 'bottom' }).setLngLat([store.lng, store.lat]).addTo(map);
}

/** Size, image, pressed state and stacking of a pin (part 1 §2 "Map": selected 32x38, others 27x32). */
export function paintPin(marker: Marker, { selected, pinUrl, pinUrlAlt }: PinLook): void {
  const button = marker.getElement();
  const size = selected ? MAP_PIN_SELECTED : MAP_PIN;
  button.setAttribute('aria-pressed', String(selected));
  button.style.width = `${size.width}px`;
  button.style.height = `${size.height}px`;
  // The selected pin is drawn above its neighbours.
  button.style.zIndex = selected ? '1' : '0';
  const image = button.querySelector('img');
  const src = selected ? pinUrl : pinUrlAlt;
  if (image && image.getAttribute('src') !== src) image.src = src;
}

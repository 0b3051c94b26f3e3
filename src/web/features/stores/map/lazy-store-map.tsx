import { lazy, Suspense } from 'react';
import { css } from 'styled-system/css';
import { LoadingRegion, Skeleton } from '@/web/ui/skeleton';
import { mapFrame } from './map-frame';
import { MapErrorBoundary } from './map-error-boundary';
import type { StoreMapProps } from './store-map-props';

/** maplibre-gl (~290 KB gz plus its worker) loads only when a screen shows the map. */
const StoreMap = lazy(() => import('./store-map'));

/**
 * The locator map (part 1 §2 "Map"), loaded on demand: a skeleton of the same size while its code
 * loads, and "Map unavailable" if it cannot load or draw (the store tiles still list every store).
 */
export function LazyStoreMap(props: StoreMapProps) {
  return (
    <MapErrorBoundary label={props.label}>
      <Suspense
        fallback={
          <LoadingRegion label="Loading map…" className={mapFrame}>
            <Skeleton className={css({ position: 'absolute', inset: '0', height: '100%' })} />
          </LoadingRegion>
        }
      >
        <StoreMap {...props} />
      </Suspense>
    </MapErrorBoundary>
  );
}

import { useEffect, useRef, useState } from 'react';
import { css, cva } from 'styled-system/css';
import type { Store } from '@/api/store';
import { stateName } from '@/domain/us-states';
import { useStartup } from '@/web/shared/startup/use-startup';
import { LazyStoreMap } from '@/web/features/stores/map/lazy-store-map';
import { below } from '@/web/ui/breakpoints';
import { useMediaQuery } from '@/web/ui/hooks/use-media-query';
import { MapPinIcon } from '@/web/ui/icons';
import { LoadingRegion, Skeleton } from '@/web/ui/skeleton';
import type { StoreMapProps } from '@/web/features/stores/map/store-map-props';

const frame = cva({
  base: { position: 'relative', borderRadius: 'card', overflow: 'hidden', border: '1px solid', borderColor: 'line', bg: 'wash' },
  variants: {
    size: {
      /** The locator: a band above the list on small screens, beside it (window tall) on wide ones. */
      locator: { height: { base: '280px', xs: '340px', sm: 'calc(100dvh - 140px)' }, minH: { sm: '420px' }, maxH: { sm: '760px' } },
      /** One store on its page. */
      compact: { height: { base: '260px', sm: '360px' } },
    },
    /** The stacked locator before the shopper asks for the map: a bar over the list (the full frame beside it from sm). */
    waiting: { true: { height: { base: 'auto', sm: 'calc(100dvh - 140px)' }, minH: { base: '0', sm: '420px' } } },
  },
  defaultVariants: { size: 'locator' },
});

/** Where the locator stacks its map over the list (phones, portrait tablets): there the map waits for a tap. */
const STACKED = below('sm');

const coverButton = css({
  display: { base: 'flex', sm: 'none' },
  alignItems: 'center',
  gap: '3',
  width: 'full',
  minH: '14',
  px: '4',
  py: '3',
  fontWeight: 'semibold',
  textAlign: 'start',
  cursor: 'pointer',
  color: 'ink',
  _hover: { bg: 'line' },
});

export interface LocatorMapProps {
  stores: readonly Store[];
  state: string | undefined;
  selectedStoreId: number | undefined;
  onSelectStore: (storeId: number) => void;
  label?: string;
  size?: 'locator' | 'compact';
  /** The place the shopper gave (issue 21): marked, and the map shows it with its nearby stores. */
  origin?: StoreMapProps['origin'];
}

/**
 * The locator map (part 1 §2 "Map"): the open tab's stores as pins, in the brand's pin images.
 * Stacked over the list (below sm) it starts at the shopper's tap on "Show the map": MapLibre's start
 * is about a second of a phone's main thread (Lighthouse at 4x CPU: 3-4 s of blocking), in which the
 * store tiles, the page's purpose, would not answer. Beside the list it starts at once. The server's
 * copy of the page has no width to ask, so it shows the bar below sm and the frame from sm, in CSS.
 */
export function LocatorMap({ stores, state, selectedStoreId, onSelectStore, label, size, origin }: LocatorMapProps) {
  const { app } = useStartup();
  const stacked = useMediaQuery(STACKED);
  const [asked, setAsked] = useState(false);
  const frameRef = useRef<HTMLDivElement>(null);
  const mapLabel = label ?? (state ? `Map of dispensaries in ${stateName(state)}` : 'Map of dispensaries');
  const waiting = (size ?? 'locator') === 'locator' && !asked && (stacked || typeof window === 'undefined');

  // The bar the shopper pressed is gone: focus goes to the map's box, not to the page's start.
  useEffect(() => {
    if (asked) frameRef.current?.focus();
  }, [asked]);

  if (waiting) {
    return (
      <div className={frame({ size, waiting: true })}>
        <button type="button" className={coverButton} onClick={() => setAsked(true)}>
          <MapPinIcon />
          <span>
            Show the map<span className={css({ srOnly: true })}>: {mapLabel}</span>
          </span>
        </button>
        {/* The server's copy, for a width it cannot know: the frame's skeleton from sm. */}
        {!stacked && (
          <LoadingRegion label="Loading map…" className={css({ display: { base: 'none', sm: 'block' }, height: 'full' })}>
            <Skeleton className={css({ height: 'full' })} />
          </LoadingRegion>
        )}
      </div>
    );
  }
  return (
    <div ref={frameRef} tabIndex={-1} className={frame({ size })}>
      <LazyStoreMap
        stores={stores}
        selectedStoreId={selectedStoreId}
        onSelectStore={onSelectStore}
        pinUrl={app?.map_pin_url ?? ''}
        pinUrlAlt={app?.map_pin_url_alt ?? ''}
        origin={origin}
        label={mapLabel}
      />
    </div>
  );
}

import { cva } from 'styled-system/css';
import type { Store } from '@/api/store';
import { stateName } from '@/domain/us-states';
import { useStartup } from '@/web/shared/startup/use-startup';
import { LazyStoreMap } from '@/web/features/stores/map/lazy-store-map';
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
  },
  defaultVariants: { size: 'locator' },
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

/** The locator map (part 1 §2 "Map"): the open tab's stores as pins, in the brand's pin images. */
export function LocatorMap({ stores, state, selectedStoreId, onSelectStore, label, size, origin }: LocatorMapProps) {
  const { app } = useStartup();
  return (
    <div className={frame({ size })}>
      <LazyStoreMap
        stores={stores}
        selectedStoreId={selectedStoreId}
        onSelectStore={onSelectStore}
        pinUrl={app?.map_pin_url ?? ''}
        pinUrlAlt={app?.map_pin_url_alt ?? ''}
        origin={origin}
        label={label ?? (state ? `Map of dispensaries in ${stateName(state)}` : 'Map of dispensaries')}
      />
    </div>
  );
}

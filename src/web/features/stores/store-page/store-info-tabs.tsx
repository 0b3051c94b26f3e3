import { css } from 'styled-system/css';
import type { ContentDocumentOf } from '@/api/content';
import type { Store } from '@/api/store';
import { storeDisplayName } from '@/domain/store-ordering';
import { DirectionsIcon } from '@/web/ui/icons';
import { storeAddress } from '@/web/shared/startup/store-chooser/store-status';
import { button } from '@/web/ui/button';
import { Tabs } from '@/web/ui/tabs';
import { LocatorMap } from '../locator/locator-map';
import { directionsUrl } from './directions';
import { HowItWorks } from './how-it-works';
import { RichText } from '@/web/ui/rich-text/rich-text';

type StoreDetails = ContentDocumentOf<'store_details'>['data'];

/**
 * The store page's tabs (part 1 §2, §4 "one active tab at a time, starting with the first"): How It
 * Works and What To Bring from the store's content, and Directions from the store itself.
 */
export function StoreInfoTabs({ store, details }: { store: Store; details: StoreDetails | undefined }) {
  const tabs = [
    details?.how_it_works.length ? { value: 'how-it-works', label: 'How It Works' } : undefined,
    details?.what_to_bring.length ? { value: 'what-to-bring', label: 'What To Bring' } : undefined,
    { value: 'directions', label: 'Directions' },
  ].filter((tab) => tab !== undefined);

  return (
    <section aria-label="About this store">
      <Tabs.Root defaultValue={tabs[0]!.value} lazyMount>
        <Tabs.List aria-label="About this store">
          {tabs.map((tab) => (
            <Tabs.Trigger key={tab.value} value={tab.value}>
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {details && details.how_it_works.length > 0 && (
          <Tabs.Content value="how-it-works">
            <HowItWorks items={details.how_it_works} />
          </Tabs.Content>
        )}
        {details && details.what_to_bring.length > 0 && (
          <Tabs.Content value="what-to-bring">
            <RichText blocks={details.what_to_bring} />
          </Tabs.Content>
        )}
        <Tabs.Content value="directions">
          <div className={css({ display: 'grid', gap: '5', gridTemplateColumns: { base: '1fr', sm: 'minmax(0, 1fr) minmax(0, 2fr)' }, alignItems: 'start' })}>
            <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
              <p className={css({ fontWeight: 'bold' })}>{storeDisplayName(store)}</p>
              <address className={css({ fontStyle: 'normal', color: 'muted' })}>{storeAddress(store)}</address>
              <a href={directionsUrl(store, details?.directions_link)} target="_blank" rel="noopener noreferrer" className={button({ variant: 'solid', size: 'md' })}>
                <DirectionsIcon /> Get Directions<span className={css({ srOnly: true })}> (opens in a new tab)</span>
              </a>
            </div>
            <LocatorMap
              stores={[store]}
              state={store.state}
              selectedStoreId={store.id}
              onSelectStore={() => undefined}
              label={`Map showing ${storeDisplayName(store)}`}
              size="compact"
            />
          </div>
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}

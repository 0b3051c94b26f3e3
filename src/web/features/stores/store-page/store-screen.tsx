import { useQuery } from '@tanstack/react-query';
import { css, cx } from 'styled-system/css';
import type { Store } from '@/api/store';
import { LOCATOR_PATH } from '@/domain/store-slugs';
import { storeDisplayName } from '@/domain/store-ordering';
import { stateName } from '@/domain/us-states';
import { contentDocumentQueryOptions } from '@/web/data/content-queries';
import { CurrentStorePanel } from '@/web/shared/startup/store-chooser/current-store-panel';
import { storeAddress } from '@/web/shared/startup/store-chooser/store-status';
import { useStartup } from '@/web/shared/startup/use-startup';
import { AppLink } from '@/web/ui/app-link';
import { button } from '@/web/ui/button';
import { ChevronRightIcon } from '@/web/ui/icons';
import { Skeleton } from '@/web/ui/skeleton';
import { DeliverySlice } from '../delivery/delivery-slice';
import { useNow } from '@/web/ui/hooks/use-now';
import { useStoreChoice } from '../use-store-choice';
import { ContactLinks, ShopButtons } from './store-actions';
import { StoreGallery } from './store-gallery';
import { StoreHoursCard } from './store-hours-card';
import { StoreInfoTabs } from './store-info-tabs';
import { StoreNotices } from './store-notices';
import { sectionTitle, storePageShell } from './store-page-styles';
import { StoreSpecials } from './store-specials';
import { RichText } from '@/web/ui/rich-text/rich-text';
import { usePageMeta } from '@/web/state/page-meta';

/**
 * A store's page (part 1 §2 "Store detail page"): images, title, address, notices, shopping buttons,
 * contact, hours, the current-store panel when it is the chosen store, the delivery slice where the
 * store delivers, its savings, and the how-it-works / what-to-bring / directions tabs.
 */
export function StoreScreen({ store }: { store: Store }) {
  const now = useNow();
  const { store: current, usageType } = useStartup();
  const { choose, confirmation } = useStoreChoice({ redirectTo: '/' });
  // A store without content still shows everything that comes from the store itself.
  const details = useQuery(contentDocumentQueryOptions('store_details', store.store_slug));
  const content = details.data?.data;
  const name = storeDisplayName(store);
  usePageMeta({ title: content?.seo_title || `${name} Dispensary`, description: content?.seo_description || undefined });
  const isCurrent = current?.id === store.id;
  const delivers = !store.is_divested && (store.is_med_delivery || store.is_rec_delivery);
  const deliverySlice = content?.slices.find((slice) => slice.kind === 'delivery');

  return (
    <div className={storePageShell}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: { base: '3', sm: '5' } })}>
        <nav aria-label="Breadcrumb" className={css({ fontSize: 'sm', color: 'muted' })}>
          <ol className={css({ display: 'flex', alignItems: 'center', gap: '1', flexWrap: 'wrap' })}>
            <li>
              <AppLink
                to={LOCATOR_PATH}
                className={css({ color: 'brand', fontWeight: 'semibold', textDecoration: 'none', _hover: { textDecoration: 'underline' } })}
              >
                Find a Dispensary
              </AppLink>
            </li>
            <li aria-hidden className={css({ display: 'flex' })}>
              <ChevronRightIcon />
            </li>
            <li aria-current="page">{name}</li>
          </ol>
        </nav>

        <div
          className={css({
            display: 'grid',
            gap: { base: '6', sm: '10' },
            gridTemplateColumns: { base: '1fr', sm: 'minmax(0, 6fr) minmax(0, 5fr)' },
            alignItems: 'start',
          })}
        >
          <StoreGallery store={store} />
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
            <div>
              <p className={css({ fontSize: 'sm', fontWeight: 'bold', textTransform: 'uppercase', letterSpacing: 'wider', color: 'brand' })}>
                {stateName(store.state)} dispensary
              </p>
              <h1 className={css({ mt: '1', fontSize: { base: '3xl', sm: '4xl' }, fontWeight: 'black', letterSpacing: 'tight', lineHeight: '1.1' })}>{name}</h1>
              <address className={css({ mt: '2', fontStyle: 'normal', color: 'muted' })}>{storeAddress(store)}</address>
            </div>
            <StoreNotices store={store} now={now} />
          {store.is_divested ? (
            <AppLink to={LOCATOR_PATH} className={cx(button({ size: 'lg' }), css({ alignSelf: 'flex-start' }))}>
              Find Another Dispensary
            </AppLink>
          ) : (
            <>
              <ShopButtons store={store} onShop={choose} />
              <ContactLinks store={store} directionsLink={content?.directions_link} />
              <StoreHoursCard store={store} now={now} />
            </>
          )}
          {isCurrent && <CurrentStorePanel store={store} usageType={usageType} showDetailsLink={false} now={now} />}
          </div>
        </div>
      </div>

      {delivers && <DeliverySlice store={store} title={deliverySlice?.title} text={deliverySlice?.text} />}
      <StoreSpecials store={store} usageType={usageType} isCurrentStore={isCurrent} />
      {store.is_divested ? null : details.isPending ? (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
          <Skeleton height="2.75rem" width="22rem" />
          <Skeleton height="10rem" className={css({ borderRadius: 'card' })} />
        </div>
      ) : (
        <StoreInfoTabs store={store} details={content} />
      )}
      {content?.slices
        .filter((slice) => slice.kind === 'text')
        .map((slice) => (
          <section key={slice.title} aria-label={slice.title} className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
            <h2 className={sectionTitle}>{slice.title}</h2>
            <RichText blocks={slice.body} />
          </section>
        ))}
      {confirmation}
    </div>
  );
}

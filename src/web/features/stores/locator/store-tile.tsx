import type { MouseEvent } from 'react';
import { css } from 'styled-system/css';
import type { Store } from '@/api/store';
import { openStatus, openStatusText, todaysHours } from '@/domain/store-hours';
import { storePagePath } from '@/domain/store-slugs';
import { canShopUsage, showsOpenStatus } from '@/domain/store-ordering';
import { USAGE_LABEL, type UsageType } from '@/domain/usage-type';
import { COMING_SOON_TEXT, storeAddress, storeDisplayName, storeTileStatus } from '@/web/shared/startup/store-chooser/store-status';
import { track } from '@/web/data/analytics';
import { AppLink } from '@/web/ui/app-link';
import { Button } from '@/web/ui/button';
import { Chip } from '@/web/ui/chip';
import { AlertIcon, ClockIcon, DirectionsIcon, MapPinIcon, StoreIcon } from '@/web/ui/icons';

export interface StoreTileProps {
  store: Store;
  current: boolean;
  /** The usage type being shopped: its button is marked pressed on the current store. */
  usageType: UsageType;
  onChoose: (store: Store, usage: UsageType) => void;
  /** Called when a link leaves the tile's screen (the popup closes). */
  onNavigate?: () => void;
  /** Locator page: the tile is tied to its map pin. */
  selected?: boolean;
  onSelect?: (storeId: number) => void;
  /** Minutes of the current wait (content service first, else the store's wait_time). */
  waitMinutes?: number;
  /** How far the store is from the place the shopper gave ('3.9 mi'; 'Use my location', a zip or city search). */
  distance?: string;
  now?: Date;
}

export const storeTileId = (storeId: number) => `store-tile-${storeId}`;

const metaRow = css({ display: 'flex', alignItems: 'flex-start', gap: '1.5', fontSize: 'sm', color: 'muted', '& svg': { mt: '0.5', flexShrink: 0 } });

const tile = css({
  display: 'grid',
  gridTemplateColumns: { base: '56px 1fr', xs: '80px 1fr' },
  gap: { base: '3', xs: '4' },
  p: '4',
  borderRadius: 'card',
  border: '1px solid',
  borderColor: 'line',
  bg: 'canvas',
  scrollMarginTop: { base: '112px', burger: '88px' },
  transition: 'border-color 150ms, box-shadow 150ms',
  '&[data-current]': { borderColor: 'brand', bg: 'brand.soft' },
  '&[data-selectable]': { cursor: 'pointer', _hover: { borderColor: 'brand' } },
  '&[data-selected]': { borderColor: 'brand', boxShadow: '0 0 0 2px token(colors.brand), 0 8px 24px rgba(16, 22, 19, 0.12)' },
});

/**
 * One store of the locator (part 1 §2 store tile): address, today's hours, the Adult Use wait time,
 * thumbnail or placeholder, 'View Store Details', 'Shop Medical' and 'Shop Adult Use'; 'Coming Soon!'
 * with an optional Learn More; a divested store's disclaimer and no buttons; temporary closures.
 */
export function StoreTile({ store, current, usageType, onChoose, onNavigate, selected, onSelect, waitMinutes, distance, now = new Date() }: StoreTileProps) {
  const status = storeTileStatus(store);
  const hours = todaysHours(store, now);
  const open = showsOpenStatus(store) ? openStatusText(openStatus(store, now)) : undefined;
  const name = storeDisplayName(store);
  const showsWait = waitMinutes !== undefined && canShopUsage(store, 'recreational');

  // A click on the tile's free space selects its pin; links and buttons keep their own job.
  const select = (event: MouseEvent) => {
    if (onSelect && !(event.target as HTMLElement).closest('a, button')) onSelect(store.id);
  };

  return (
    <article
      id={storeTileId(store.id)}
      aria-label={name}
      className={tile}
      data-current={current || undefined}
      data-selectable={onSelect ? true : undefined}
      data-selected={selected || undefined}
      onClick={select}
    >
      <div className={css({ width: { base: '14', xs: '20' }, height: { base: '14', xs: '20' }, borderRadius: 'md', overflow: 'hidden', bg: 'wash', display: 'grid', placeItems: 'center', color: 'brand', fontSize: '3xl' })}>
        {store.thumbnail_image_url ? (
          <img src={store.thumbnail_image_url} alt="" width={80} height={80} loading="lazy" className={css({ width: 'full', height: 'full', objectFit: 'cover' })} />
        ) : (
          <StoreIcon aria-label="No photo yet" role="img" />
        )}
      </div>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5', minW: '0' })}>
        <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })}>
          <h3 className={css({ fontWeight: 'bold', fontSize: 'md', lineHeight: 'tight' })}>
            {onSelect ? (
              <button type="button" aria-pressed={selected ?? false} onClick={() => onSelect(store.id)} className={css({ textAlign: 'left', cursor: 'pointer', _hover: { textDecoration: 'underline' } })}>
                {name}
                <span className={css({ srOnly: true })}>, show on map</span>
              </button>
            ) : (
              name
            )}
          </h3>
          {current && <Chip tone="solid">Current store</Chip>}
        </div>
        {distance && (
          <p className={css({ display: 'flex', alignItems: 'center', gap: '1.5', fontSize: 'sm', fontWeight: 'semibold', color: 'ink', '& svg': { flexShrink: 0, color: 'brand' } })}>
            <DirectionsIcon aria-hidden />
            <span>{distance} away</span>
          </p>
        )}
        <p className={metaRow}>
          <MapPinIcon />
          <span>{storeAddress(store)}</span>
        </p>
        {hours && !status.divested && !status.comingSoon && (
          <p className={metaRow}>
            <ClockIcon />
            <span>
              Today: {hours}
              {open && <span className={css({ display: 'block' })}>{open}</span>}
            </span>
          </p>
        )}
        {showsWait && (
          <p className={css({ fontSize: 'sm', color: 'ink' })}>
            <span className={css({ fontWeight: 'semibold' })}>Adult Use wait:</span> about {waitMinutes} min
          </p>
        )}
        {status.divested && <p className={css({ fontSize: 'sm', fontWeight: 'semibold', color: 'danger' })}>{status.divested}</p>}
        {status.comingSoonUsages.length > 0 && (
          <p className={css({ fontWeight: 'semibold', color: 'brand' })}>
            {status.comingSoon ? COMING_SOON_TEXT : `${status.comingSoonUsages.map((usage) => USAGE_LABEL[usage]).join(' and ')} ${COMING_SOON_TEXT}`}{' '}
            {store.coming_soon_url && (
              <AppLink to={store.coming_soon_url} onClick={onNavigate} className={css({ fontWeight: 'normal', textDecoration: 'underline' })}>
                Learn More<span className={css({ srOnly: true })}> about {name}</span>
              </AppLink>
            )}
          </p>
        )}
        {status.closedNotice && (
          <p className={css({ display: 'flex', gap: '1.5', alignItems: 'center', fontSize: 'sm', fontWeight: 'semibold', color: 'warning' })}>
            <AlertIcon /> {status.closedNotice}
          </p>
        )}
        {!status.divested && (
          <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', mt: '1' })}>
            {status.shoppable.map((usage) => (
              <Button
                key={usage}
                size="sm"
                variant={current && usage === usageType ? 'solid' : 'outline'}
                aria-pressed={current && usage === usageType}
                onClick={() => onChoose(store, usage)}
              >
                Shop {USAGE_LABEL[usage]}
              </Button>
            ))}
            <Button asChild size="sm" variant="link">
              <AppLink to={storePagePath(store.store_slug)} onClick={() => (void track('Clicked Store Details', { store: store.store_slug }), onNavigate?.())}>
                View Store Details<span className={css({ srOnly: true })}> for {name}</span>
              </AppLink>
            </Button>
          </div>
        )}
      </div>
    </article>
  );
}

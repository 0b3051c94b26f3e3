import { css } from 'styled-system/css';
import type { Store } from '@/api/store';
import { USAGE_LABEL, type UsageType } from '@/domain/usage-type';
import { AppLink } from '@/web/ui/app-link';
import { Button } from '@/web/ui/button';
import { Chip } from '@/web/ui/chip';
import { AlertIcon, ClockIcon, MapPinIcon, StoreIcon } from '@/web/ui/icons';
import { COMING_SOON_TEXT, storeAddress, storeDisplayName, storeTileStatus, todaysHours } from './store-status';

export interface StoreTileProps {
  store: Store;
  current: boolean;
  /** The usage type being shopped: the wait time shows for Adult Use only. */
  usageType: UsageType;
  onChoose: (store: Store, usage: UsageType) => void;
  onNavigate: () => void;
  now?: Date;
}

const metaRow = css({ display: 'flex', alignItems: 'flex-start', gap: '1.5', fontSize: 'sm', color: 'muted', '& svg': { mt: '0.5' } });

/** One store in the chooser (part 1 §2 store tile): address, today's hours, wait time, buttons per menu. */
export function StoreTile({ store, current, usageType, onChoose, onNavigate, now = new Date() }: StoreTileProps) {
  const status = storeTileStatus(store);
  const hours = todaysHours(store, now);
  const name = storeDisplayName(store);
  return (
    <article
      aria-label={name}
      className={css({
        display: 'grid',
        gridTemplateColumns: '64px 1fr',
        gap: '3',
        p: '4',
        borderRadius: 'card',
        border: '1px solid',
        borderColor: current ? 'brand' : 'line',
        bg: current ? 'brand.soft' : 'canvas',
      })}
    >
      <div className={css({ width: '16', height: '16', borderRadius: 'md', overflow: 'hidden', bg: 'wash', display: 'grid', placeItems: 'center', color: 'brand', fontSize: '2xl' })}>
        {store.thumbnail_image_url ? (
          <img src={store.thumbnail_image_url} alt="" width={64} height={64} loading="lazy" className={css({ width: 'full', height: 'full', objectFit: 'cover' })} />
        ) : (
          <StoreIcon />
        )}
      </div>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5', minW: '0' })}>
        <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })}>
          <h3 className={css({ fontWeight: 'bold', fontSize: 'md' })}>{name}</h3>
          {current && <Chip tone="solid">Current store</Chip>}
        </div>
        <p className={metaRow}>
          <MapPinIcon />
          <span>{storeAddress(store)}</span>
        </p>
        {hours && !status.divested && (
          <p className={metaRow}>
            <ClockIcon />
            <span>Today: {hours}</span>
          </p>
        )}
        {usageType === 'recreational' && store.wait_time !== null && status.shoppable.length > 0 && (
          <p className={css({ fontSize: 'sm', color: 'muted' })}>Current wait: about {store.wait_time} min</p>
        )}
        {status.divested && <p className={css({ fontSize: 'sm', fontWeight: 'semibold', color: 'danger' })}>{status.divested}</p>}
        {status.comingSoon && (
          <p className={css({ fontWeight: 'semibold', color: 'brand' })}>
            {COMING_SOON_TEXT}{' '}
            {store.coming_soon_url && (
              <AppLink to={store.coming_soon_url} className={css({ fontWeight: 'normal', textDecoration: 'underline' })}>
                Learn More
              </AppLink>
            )}
          </p>
        )}
        {status.closedNotice && (
          <p className={css({ display: 'flex', gap: '1.5', alignItems: 'center', fontSize: 'sm', fontWeight: 'semibold', color: 'warning' })}>
            <AlertIcon /> {status.closedNotice}
          </p>
        )}
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: '1' })}>
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
          {!status.divested && (
            <Button asChild size="sm" variant="link">
              <AppLink to={`/store/${store.store_slug}`} onClick={onNavigate}>
                View Store Details
              </AppLink>
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}

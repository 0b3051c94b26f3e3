import { css, cx } from 'styled-system/css';
import type { Store } from '@/api/store';
import { openStatus, openStatusText, todaysHours } from '@/domain/store-hours';
import { showsOpenStatus } from '@/domain/store-ordering';
import { storePagePath } from '@/domain/store-slugs';
import { USAGE_LABEL, type UsageType } from '@/domain/usage-type';
import { track } from '@/web/data/analytics';
import { AppLink } from '@/web/ui/app-link';
import { Button, button } from '@/web/ui/button';
import { ClockIcon, MapPinIcon, PhoneIcon } from '@/web/ui/icons';
import { openStoreChooser } from './store-chooser-state';
import { phoneHref, storeAddress, storeDisplayName } from './store-status';

export interface CurrentStorePanelProps {
  store: Store;
  usageType: UsageType;
  /** Hide 'Store Details' where the panel sits on that very page. */
  showDetailsLink?: boolean;
  /** Called before leaving (a menu or drawer closes itself). */
  onNavigate?: () => void;
  now?: Date;
  className?: string;
}

const line = css({ display: 'flex', alignItems: 'flex-start', gap: '2', fontSize: 'sm', '& svg': { mt: '0.5', color: 'brand', flexShrink: 0 } });

/**
 * The current-store panel (part 1 §2 store detail page): "You're shopping {usage} at:", the store's
 * contact and today's hours, Store Details and Change Store. Change Store opens the store chooser,
 * which keeps the shopper on the page (README decision).
 */
export function CurrentStorePanel({ store, usageType, showDetailsLink = true, onNavigate, now = new Date(), className }: CurrentStorePanelProps) {
  const hours = todaysHours(store, now);
  const status = showsOpenStatus(store) ? openStatusText(openStatus(store, now)) : undefined;
  return (
    <section aria-label="Your store" className={cx(css({ p: '4', borderRadius: 'card', bg: 'brand.soft', display: 'flex', flexDirection: 'column', gap: '2' }), className)}>
      <p className={css({ fontSize: 'sm', color: 'muted' })}>You're shopping {USAGE_LABEL[usageType]} at:</p>
      <p className={css({ fontWeight: 'bold', fontSize: 'lg', lineHeight: 'tight' })}>{storeDisplayName(store)}</p>
      <p className={line}>
        <MapPinIcon />
        <span>{storeAddress(store)}</span>
      </p>
      {store.phone && (
        <p className={line}>
          <PhoneIcon />
          <a href={phoneHref(store.phone)} onClick={() => void track('Clicked Phone Number', { store: store.store_slug })} className={css({ textDecoration: 'underline', textUnderlineOffset: '2px' })}>
            {store.phone}
          </a>
        </p>
      )}
      {hours && (
        <p className={line}>
          <ClockIcon />
          <span>
            Today: {hours}
            {status && <span className={css({ display: 'block', color: 'muted' })}>{status}</span>}
          </span>
        </p>
      )}
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: '1' })}>
        {showDetailsLink && (
          <AppLink
            to={storePagePath(store.store_slug)}
            className={button({ size: 'sm', variant: 'outline' })}
            onClick={() => (void track('Clicked Store Details', { store: store.store_slug }), onNavigate?.())}
          >
            Store Details
          </AppLink>
        )}
        <Button size="sm" onClick={() => (void track('Clicked Change Store', { store: store.store_slug }), onNavigate?.(), openStoreChooser())}>
          Change Store
        </Button>
      </div>
    </section>
  );
}

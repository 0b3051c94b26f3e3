import { css } from 'styled-system/css';
import { USAGE_LABEL } from '@/domain/usage-type';
import { openStoreChooser } from '@/web/features/startup/store-chooser/store-chooser-state';
import { storeAddress, storeDisplayName } from '@/web/features/startup/store-chooser/store-status';
import { useStartup } from '@/web/features/startup/use-startup';
import { AppLink } from '@/web/ui/app-link';
import { Button, button } from '@/web/ui/button';

/** "You're shopping {usage} at:" with Store Details and Change Store (shop menu, mobile nav). */
export function CurrentStoreCard({ onNavigate }: { onNavigate?: () => void }) {
  const { store, usageType } = useStartup();
  return (
    <section aria-label="Your store" className={css({ p: '4', borderRadius: 'card', bg: 'brand.soft', display: 'flex', flexDirection: 'column', gap: '2' })}>
      {store ? (
        <>
          <p className={css({ fontSize: 'sm', color: 'muted' })}>You're shopping {USAGE_LABEL[usageType]} at:</p>
          <p className={css({ fontWeight: 'bold' })}>{storeDisplayName(store)}</p>
          <p className={css({ fontSize: 'sm' })}>{storeAddress(store)}</p>
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: '1' })}>
            <AppLink to={`/store/${store.store_slug}`} className={button({ size: 'sm', variant: 'outline' })} onClick={onNavigate}>
              Store Details
            </AppLink>
            <Button size="sm" onClick={() => (onNavigate?.(), openStoreChooser())}>
              Change Store
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className={css({ fontWeight: 'bold' })}>No store selected</p>
          <p className={css({ fontSize: 'sm', color: 'muted' })}>Choose a dispensary to see its live menu.</p>
          <Button size="sm" onClick={() => (onNavigate?.(), openStoreChooser())}>
            Choose a Store
          </Button>
        </>
      )}
    </section>
  );
}

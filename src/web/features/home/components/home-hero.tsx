import { css } from 'styled-system/css';
import type { Store } from '@/api/store';
import { USAGE_LABEL, type UsageType } from '@/domain/usage-type';
import { openStoreChooser } from '@/web/shared/startup/store-chooser/store-chooser-state';
import { storeDisplayName } from '@/web/shared/startup/store-chooser/store-status';
import { AppLink } from '@/web/ui/app-link';
import { Button, button } from '@/web/ui/button';
import { CategoryIcon } from '@/web/ui/category-icon';

/** The home hero: the brand's welcome, the store being shopped, and the first step to take. */
export function HomeHero({ brandName, store, usageType }: { brandName: string; store: Store | undefined; usageType: UsageType }) {
  return (
    <section
      aria-labelledby="home-hero-title"
      className={css({
        position: 'relative',
        overflow: 'hidden',
        bg: 'brand',
        color: 'brand.contrast',
        borderRadius: { base: '0', tablet: 'card' },
        px: { base: '5', tablet: '10', md: '16' },
        py: { base: '10', tablet: '14', md: '20' },
      })}
    >
      <CategoryIcon
        category="flower"
        className={css({
          position: 'absolute',
          width: 'min(70vw, 420px)',
          height: 'min(70vw, 420px)',
          right: { base: '-24', sm: '-6' },
          bottom: { base: '-16', sm: '-14' },
          opacity: 0.14,
          strokeWidth: '1',
        })}
      />
      <div className={css({ position: 'relative', maxW: '620px', display: 'flex', flexDirection: 'column', gap: '4' })}>
        <p className={css({ fontSize: 'sm', fontWeight: 'bold', textTransform: 'uppercase', letterSpacing: 'widest', opacity: 0.9 })}>{brandName}</p>
        <h1 id="home-hero-title" className={css({ fontSize: { base: '3xl', tablet: '5xl' }, fontWeight: 'extrabold', lineHeight: 'tight', letterSpacing: 'tight' })}>
          Order ahead. Pick up fresh.
        </h1>
        <p className={css({ fontSize: { base: 'md', tablet: 'lg' }, lineHeight: 'relaxed', maxW: '520px' })}>
          {store
            ? `Browse the live ${USAGE_LABEL[usageType]} menu at ${storeDisplayName(store)}, reserve what you love and pick it up when you're ready.`
            : 'Choose your dispensary to browse its live menu, reserve what you love and pick it up when you are ready.'}
        </p>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', mt: '2' })}>
          {store ? (
            <AppLink to="/shop" className={button({ variant: 'onBrand', size: 'lg' })}>
              Shop Now
            </AppLink>
          ) : (
            <Button variant="onBrand" size="lg" onClick={openStoreChooser}>
              Choose a Store
            </Button>
          )}
          <AppLink to="/locations" className={button({ variant: 'onBrandOutline', size: 'lg' })}>
            Find a Dispensary
          </AppLink>
        </div>
      </div>
    </section>
  );
}

import { css } from 'styled-system/css';
import { LOCATOR_PATH, storeNotFoundMessage } from '@/domain/store-slugs';
import { AppLink } from '@/web/ui/app-link';
import { button } from '@/web/ui/button';
import { StoreIcon } from '@/web/ui/icons';
import { usePageMeta } from '@/web/state/page-meta';

/** An unknown /store/{slug} (part 1 §8): 'Store with slug "{slug}" not found', and the way to the locator. */
export function StoreNotFound({ slug }: { slug: string }) {
  usePageMeta({ title: 'Store Not Found' });
  return (
    <section
      aria-labelledby="store-not-found"
      className={css({ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: '4', px: '5', py: { base: '16', sm: '24' } })}
    >
      <span aria-hidden className={css({ display: 'grid', placeItems: 'center', width: '20', height: '20', borderRadius: 'full', bg: 'brand.soft', color: 'brand', fontSize: '4xl' })}>
        <StoreIcon />
      </span>
      <h1 id="store-not-found" className={css({ fontSize: { base: '2xl', sm: '3xl' }, fontWeight: 'bold', maxW: '640px', overflowWrap: 'anywhere' })}>
        {storeNotFoundMessage(slug)}
      </h1>
      <p className={css({ color: 'muted', maxW: '440px' })}>The store may have moved, or the link has a typo. Find a dispensary near you instead.</p>
      <AppLink to={LOCATOR_PATH} className={button({ size: 'lg' })}>
        Find a Dispensary
      </AppLink>
    </section>
  );
}

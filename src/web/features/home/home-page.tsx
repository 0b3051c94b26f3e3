import { css } from 'styled-system/css';
import { useStartup } from '@/web/shared/startup/use-startup';
import { CategoryTiles } from './components/category-tiles';
import { Disclaimer } from './components/disclaimer';
import { FeaturedProducts } from './components/featured-products';
import { GuideSection } from './components/guide-section';
import { HomeHero } from './components/home-hero';

/** Home (part 1 §2): hero, 'Shop Our Live Inventory', one product carousel, guide, disclaimer. */
export function HomePage() {
  const { app, store, usageType, isLoadingStore, storeContext } = useStartup();
  const brandName = app?.name ?? 'Apotheca';
  return (
    <div
      className={css({
        maxW: '1440px',
        mx: 'auto',
        px: { base: '0', tablet: '4', md: '8' },
        pt: { base: '0', tablet: '6' },
        pb: '8',
        display: 'flex',
        flexDirection: 'column',
        gap: { base: '10', tablet: '14' },
      })}
    >
      <HomeHero brandName={brandName} store={store} usageType={usageType} />
      <div className={css({ display: 'flex', flexDirection: 'column', gap: { base: '10', tablet: '14' }, px: { base: '4', tablet: '0' } })}>
        <CategoryTiles store={isLoadingStore ? undefined : store} usageType={usageType} loading={isLoadingStore} />
        {!isLoadingStore && <FeaturedProducts store={store} usageType={usageType} />}
        <GuideSection ctx={storeContext} />
        <Disclaimer brandName={brandName} />
      </div>
    </div>
  );
}

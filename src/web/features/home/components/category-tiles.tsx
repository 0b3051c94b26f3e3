import { useId, useState, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import type { Store } from '@/api/store';
import { CATEGORIES, categoryLabel, categorySlug } from '@/domain/categories';
import { HOME_CATEGORY_TILES_MOBILE } from '@/domain/constants';
import type { UsageType } from '@/domain/usage-type';
import { AppLink } from '@/web/ui/app-link';
import { Button } from '@/web/ui/button';
import { CategoryIcon } from '@/web/ui/category-icon';
import { TagIcon } from '@/web/ui/icons';
import { Skeleton } from '@/web/ui/skeleton';
import { SectionHeading } from './section-heading';

const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: 'repeat(2, 1fr)', xs: 'repeat(3, 1fr)', sm: 'repeat(4, 1fr)', md: 'repeat(6, 1fr)' },
  gap: { base: '3', tablet: '4' },
  // Mobile shows the first four, then 'View All Forms' (part 1 §2 home).
  '&:not([data-expanded]) > [data-extra]': { display: { base: 'none', tablet: 'block' } },
});
const tile = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '2',
  height: 'full',
  minH: '32',
  p: '4',
  textAlign: 'center',
  textDecoration: 'none',
  bg: 'canvas',
  border: '1px solid',
  borderColor: 'line',
  borderRadius: 'card',
  transition: 'border-color 150ms, box-shadow 150ms, transform 150ms',
  _hover: { borderColor: 'brand', boxShadow: 'md', transform: 'translateY(-2px)' },
});
const iconDisc = css({ display: 'grid', placeItems: 'center', width: '14', height: '14', borderRadius: 'full', bg: 'brand.soft', color: 'brand', fontSize: '3xl' });

interface Tile {
  key: string;
  label: string;
  href: string;
  count?: number;
  icon: ReactNode;
}

/** 'Shop Our Live Inventory': one tile per form in the store's inventory breakdown, plus Specials. */
export function CategoryTiles({ store, usageType, loading }: { store: Store | undefined; usageType: UsageType; loading: boolean }) {
  const [expanded, setExpanded] = useState(false);
  const gridId = useId();
  const counts = new Map(store?.inventory_breakdown?.categories.map((entry) => [entry.category, entry.count]));
  const tiles: Tile[] = CATEGORIES.filter((category) => (counts.get(category) ?? 0) > 0).map((category) => ({
    key: category,
    label: categoryLabel(category, store?.state, usageType),
    href: `/products/${categorySlug(category, store?.state, usageType)}`,
    count: counts.get(category),
    icon: <CategoryIcon category={category} />,
  }));
  if (tiles.length) tiles.push({ key: 'specials', label: 'Specials', href: '/specials', icon: <TagIcon /> });

  return (
    <section aria-labelledby="live-inventory" className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <SectionHeading id="live-inventory">Shop Our Live Inventory</SectionHeading>
      {loading ? (
        <div className={grid} aria-busy>
          {Array.from({ length: HOME_CATEGORY_TILES_MOBILE }, (_, index) => (
            <Skeleton key={index} height={128} className={css({ borderRadius: 'card' })} />
          ))}
        </div>
      ) : tiles.length === 0 ? (
        <p className={css({ color: 'muted' })}>Choose a store to see what's in stock today.</p>
      ) : (
        <>
          <ul id={gridId} className={grid} data-expanded={expanded || undefined}>
            {tiles.map((item, index) => (
              <li key={item.key} data-extra={index >= HOME_CATEGORY_TILES_MOBILE || undefined}>
                <AppLink to={item.href} className={tile}>
                  <span className={iconDisc}>{item.icon}</span>
                  <span className={css({ fontWeight: 'bold' })}>{item.label}</span>
                  {item.count !== undefined && <span className={css({ fontSize: 'xs', color: 'muted' })}>{item.count} products</span>}
                </AppLink>
              </li>
            ))}
          </ul>
          {!expanded && tiles.length > HOME_CATEGORY_TILES_MOBILE && (
            <div className={css({ display: { base: 'flex', tablet: 'none' }, justifyContent: 'center' })}>
              <Button variant="outline" aria-controls={gridId} aria-expanded={false} onClick={() => setExpanded(true)}>
                View All Forms
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}

import { css } from 'styled-system/css';
import type { Product } from '@/api/inventory';
import { HOME_SUMMARY_LIMIT } from '@/domain/constants';
import { ScrollArrows, useHorizontalScroller } from '@/web/ui/horizontal-scroller';
import { ProductTile } from '@/web/ui/product-tile';
import { Skeleton } from '@/web/ui/skeleton';

const track = css({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: { base: '46%', xs: '31%', sm: '23%', md: '18.5%' },
  gap: { base: '3', tablet: '4' },
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  scrollBehavior: 'smooth',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'none',
  pb: '2',
  '& > *': { scrollSnapAlign: 'start' },
  '&::-webkit-scrollbar': { display: 'none' },
});

/**
 * A horizontal product scroller; the arrows move by the container width minus 50 px (part 1 §9).
 * Shows skeleton tiles while loading.
 */
export function ProductCarousel({ label, products, loading, postTax }: { label: string; products: readonly Product[]; loading: boolean; postTax: boolean }) {
  const { ref: scroller, edges, measure, scrollBy } = useHorizontalScroller<HTMLUListElement>(products.length);

  return (
    <div className={css({ position: 'relative' })}>
      <ul ref={scroller} className={track} onScroll={measure} aria-label={label} aria-busy={loading || undefined}>
        {loading
          ? Array.from({ length: 6 }, (_, index) => (
              <li key={index}>
                <Skeleton height={330} className={css({ borderRadius: 'card' })} />
              </li>
            ))
          : products.slice(0, HOME_SUMMARY_LIMIT).map((product) => (
              <li key={product.id}>
                <ProductTile product={product} postTax={postTax} />
              </li>
            ))}
      </ul>
      {!loading && <ScrollArrows what="products" edges={edges} onScroll={scrollBy} className={css({ justifyContent: 'flex-end', mt: '3' })} />}
    </div>
  );
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import type { Product } from '@/api/inventory';
import { HOME_SUMMARY_LIMIT, HORIZONTAL_SCROLL_INSET } from '@/domain/constants';
import { IconButton } from '@/web/ui/icon-button';
import { ChevronLeftIcon, ChevronRightIcon } from '@/web/ui/icons';
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
  const scroller = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false });

  const measure = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    setEdges({ start: el.scrollLeft <= 1, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1 });
  }, []);
  useEffect(measure, [measure, products.length]);

  const scrollBy = (direction: 1 | -1) => {
    const el = scroller.current;
    if (el) el.scrollBy({ left: direction * (el.clientWidth - HORIZONTAL_SCROLL_INSET) });
  };

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
      {!loading && (
        <div className={css({ display: { base: 'none', sm: 'flex' }, justifyContent: 'flex-end', gap: '2', mt: '3' })}>
          <IconButton variant="outline" aria-label="Scroll products left" disabled={edges.start} onClick={() => scrollBy(-1)}>
            <ChevronLeftIcon />
          </IconButton>
          <IconButton variant="outline" aria-label="Scroll products right" disabled={edges.end} onClick={() => scrollBy(1)}>
            <ChevronRightIcon />
          </IconButton>
        </div>
      )}
    </div>
  );
}

import { css } from 'styled-system/css';
import type { Product } from '@/api/inventory';
import { ProductCard } from './product-card';
import { ProductCardSkeleton } from '@/web/shared/product/product-card-skeleton';

export const productGrid = css({
  display: 'grid',
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', xs: 'repeat(3, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
  gap: { base: '3', sm: '4' },
  listStyle: 'none',
  p: '0',
  m: '0',
});

/** The first row at the widest grid: the tiles on screen as a list arrives, whose pictures are the page's largest paint. */
const FIRST_ROW_TILES = 4;

interface ProductGridProps {
  products: readonly Product[];
  showPostTax: boolean;
  /** Skeleton tiles appended while more are on the way. */
  skeletons?: number;
  label?: string;
}

/** Product tiles in a responsive grid (2 columns on phones, 3 from 600px, 4 from 1280px). */
export function ProductGrid({ products, showPostTax, skeletons = 0, label }: ProductGridProps) {
  return (
    <ul className={productGrid} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} showPostTax={showPostTax} priority={index < FIRST_ROW_TILES} />
        </li>
      ))}
      {Array.from({ length: skeletons }, (_, index) => (
        <li key={`skeleton-${index}`} aria-hidden="true">
          <ProductCardSkeleton />
        </li>
      ))}
    </ul>
  );
}

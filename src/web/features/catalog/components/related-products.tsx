import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import type { UsageType } from '@/domain/usage-type';
import { relatedQueryOptions } from '../api/get-related';
import { ProductCard } from './product-card';
import { ProductCardSkeleton } from '@/web/shared/product/product-card-skeleton';

interface RelatedProductsProps {
  title: string;
  productId: number;
  storeId: number;
  usageType: UsageType;
  sameStrain: boolean;
  showPostTax: boolean;
}

const row = css({
  display: 'grid',
  gridAutoFlow: { base: 'column', md: 'row' },
  gridAutoColumns: { base: 'minmax(160px, 45%)', xs: 'minmax(180px, 30%)' },
  gridTemplateColumns: { md: 'repeat(5, minmax(0, 1fr))' },
  gap: '3',
  overflowX: 'auto',
  pb: '2',
  listStyle: 'none',
  scrollSnapType: 'x mandatory',
  '& > li': { scrollSnapAlign: 'start' },
});

/** Up to RELATED_SHOWN_MAX related (or same-strain) products; hidden when there are none. */
export function RelatedProducts({ title, productId, storeId, usageType, sameStrain, showPostTax }: RelatedProductsProps) {
  const query = useQuery(relatedQueryOptions(storeId, usageType, productId, sameStrain));
  // Kept related products stay when a refresh fails (offline); with none, the row is left out.
  if ((query.isError && !query.data) || (query.data && query.data.length === 0)) return null;
  const headingId = `related-${sameStrain ? 'strain' : 'all'}`;
  return (
    <section aria-labelledby={headingId} className={css({ mt: '10' })}>
      <h2 id={headingId} className={css({ fontSize: 'xl', fontWeight: 'bold', mb: '3' })}>
        {title}
      </h2>
      <ul className={row}>
        {query.data
          ? query.data.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} showPostTax={showPostTax} />
              </li>
            ))
          : Array.from({ length: 4 }, (_, index) => (
              <li key={index} aria-hidden="true">
                <ProductCardSkeleton />
              </li>
            ))}
      </ul>
    </section>
  );
}

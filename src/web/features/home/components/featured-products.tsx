import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import type { Store } from '@/api/store';
import { CATEGORIES, categoryLabel, categorySlug } from '@/domain/categories';
import type { UsageType } from '@/domain/usage-type';
import { isNetworkFailure } from '@/web/data/api-errors';
import { AppLink } from '@/web/ui/app-link';
import { ArrowRightIcon } from '@/web/ui/icons';
import { inventorySummaryQueryOptions } from '../api/get-inventory-summary';
import { ProductCarousel } from './product-carousel';
import { SectionHeading } from './section-heading';

export const FEATURED_FAILED = "We couldn't load featured products right now.";
export const FEATURED_OFFLINE = "Featured products need a connection. They'll load as soon as you're back online.";

/**
 * The one home product carousel: the store's featured products of its first form, with 'View All'.
 * Products kept on this device stay when a refresh fails (offline).
 */
export function FeaturedProducts({ store, usageType }: { store: Store | undefined; usageType: UsageType }) {
  const category = CATEGORIES.find((c) => store?.inventory_breakdown?.categories.some((entry) => entry.category === c && entry.count > 0));
  const summary = useQuery(inventorySummaryQueryOptions(store?.id, usageType, category));
  if (!store || !category) return null;
  const products = summary.data?.data ?? [];
  if (summary.isSuccess && products.length === 0) return null;
  const label = categoryLabel(category, store.state, usageType);

  return (
    <section aria-labelledby="featured-products" className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <SectionHeading
        id="featured-products"
        action={
          <AppLink
            to={`/products/${categorySlug(category, store.state, usageType)}`}
            className={css({ display: 'inline-flex', alignItems: 'center', gap: '1', fontWeight: 'bold', color: 'brand', whiteSpace: 'nowrap' })}
          >
            View All <span className={css({ srOnly: true })}>{label}</span> <ArrowRightIcon />
          </AppLink>
        }
      >
        Featured {label}
      </SectionHeading>
      {summary.isError && products.length === 0 ? (
        <p className={css({ color: 'muted' })}>
          {isNetworkFailure(summary.error) ? FEATURED_OFFLINE : FEATURED_FAILED}{' '}
          <button type="button" onClick={() => void summary.refetch()} className={css({ color: 'brand', fontWeight: 'semibold', textDecoration: 'underline', cursor: 'pointer' })}>
            Try again
          </button>
        </p>
      ) : (
        <ProductCarousel label={`Featured ${label}`} products={products} loading={summary.isPending} postTax={store.show_post_tax_pricing} />
      )}
    </section>
  );
}

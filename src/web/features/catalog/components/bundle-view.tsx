import { useQueries } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import type { Special } from '@/api/special';
import { isUnusableSpecial } from '@/domain/specials';
import { formatCents } from '@/domain/money';
import { productQueryOptions } from '../api/get-product';
import type { ShoppingContext } from '../shopping-context';
import { ProductCard } from './product-card';
import { CATALOG_OFFLINE } from '../network-failure';
import { isNetworkFailure } from '@/web/data/api-errors';
import { ProductCardSkeleton } from '@/web/shared/product/product-card-skeleton';
import { productGrid } from './product-grid';

/** A bundle special (part 1 §2): the products it requires, each with the quantity it needs. */
export function BundleView({ special, context }: { special: Special; context: ShoppingContext }) {
  const { store, usageType } = context;
  const products = useQueries({
    queries: special.special_targets.map((target) => productQueryOptions(store.id, usageType, target.inventory_id)),
  });

  return (
    <section aria-labelledby="bundle-title" className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <div>
        <h2 id="bundle-title" className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
          Required products
        </h2>
        <p className={css({ color: 'muted' })}>
          Add every product below to your cart to get this bundle
          {special.bundle_price_cents !== null ? ` for ${formatCents(special.bundle_price_cents)}` : ''}.
        </p>
      </div>
      {isUnusableSpecial(special) && (
        <p role="status" className={css({ p: '3', borderRadius: 'md', bg: 'wash', color: 'warning', fontWeight: 'semibold' })}>
          This bundle is sold out right now.
        </p>
      )}
      <ul className={productGrid}>
        {special.special_targets.map((target, index) => {
          const query = products[index];
          return (
            <li key={target.inventory_id} className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
              <span className={css({ fontSize: 'sm', fontWeight: 'semibold' })}>
                Quantity required: {target.quantity_required}
                {target.quantity_remaining <= 0 && <span className={css({ color: 'danger' })}> · Out of Stock</span>}
              </span>
              {query?.data ? (
                <ProductCard product={query.data} showPostTax={store.show_post_tax_pricing} />
              ) : query?.isError ? (
                <p className={css({ color: 'muted', fontSize: 'sm' })}>{isNetworkFailure(query.error) ? `${CATALOG_OFFLINE.product}. ${CATALOG_OFFLINE.text}` : 'This product is not available.'}</p>
              ) : (
                <ProductCardSkeleton />
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

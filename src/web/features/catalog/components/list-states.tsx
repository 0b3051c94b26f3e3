import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { AppLink } from '@/web/ui/app-link';
import { LoadingRegion } from '@/web/ui/skeleton';
import { ProductGrid } from './product-grid';
import { primaryButton, secondaryButton } from './styles';

/** Skeleton tiles while the first page loads (never a blank wait). */
export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <LoadingRegion label="Loading products">
      <ProductGrid products={[]} showPostTax={false} skeletons={count} />
    </LoadingRegion>
  );
}

/** No store chosen (or startup failed to give one): the menu needs a store. */
export function NoStoreNotice() {
  return (
    <section className={css({ textAlign: 'center', py: '12', px: '4' })}>
      <h2 className={css({ fontSize: 'xl', fontWeight: 'bold' })}>Choose a store to see its menu</h2>
      <p className={css({ mt: '2', color: 'muted' })}>Products, prices and specials depend on the dispensary you shop at.</p>
      <AppLink to="/locations" className={`${primaryButton} ${css({ mt: '4' })}`}>
        Find a Dispensary
      </AppLink>
    </section>
  );
}

/** A list that failed to load, with a retry. */
export function ListError({ onRetry }: { onRetry: () => void }) {
  return (
    <section role="alert" className={css({ textAlign: 'center', py: '12', px: '4' })}>
      <h2 className={css({ fontSize: 'xl', fontWeight: 'bold' })}>We couldn't load these products</h2>
      <p className={css({ mt: '2', color: 'muted' })}>Check your connection and try again.</p>
      <div className={css({ display: 'flex', gap: '3', justifyContent: 'center', mt: '4' })}>
        <button type="button" className={primaryButton} onClick={onRetry}>
          Try again
        </button>
        <Link to="/" className={secondaryButton}>
          Go Home
        </Link>
      </div>
    </section>
  );
}

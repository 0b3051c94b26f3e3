import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { useIsOnline } from '@/web/state/online';
import { AppLink } from '@/web/ui/app-link';
import { LoadingRegion } from '@/web/ui/skeleton';
import { ProductGrid } from './product-grid';
import { CATALOG_OFFLINE } from '../network-failure';
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

/**
 * A list that failed to load with nothing kept, with a retry. With no network it says the list
 * needs one (a status, not an alert); the list loads by itself on reconnect.
 */
export function ListError({ onRetry }: { onRetry: () => void }) {
  const online = useIsOnline();
  return (
    <section role={online ? 'alert' : 'status'} className={css({ textAlign: 'center', py: '12', px: '4' })}>
      <h2 className={css({ fontSize: 'xl', fontWeight: 'bold' })}>{online ? "We couldn't load these products" : CATALOG_OFFLINE.products}</h2>
      <p className={css({ mt: '2', color: 'muted' })}>{online ? 'Check your connection and try again.' : CATALOG_OFFLINE.listText}</p>
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

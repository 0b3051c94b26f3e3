import { css } from 'styled-system/css';
import { LoadingRegion, Skeleton } from '@/web/ui/skeleton';
import { pageShell } from '../components/styles';

/** Skeleton of the product page while it loads. */
export function ProductDetailPending() {
  return (
    <LoadingRegion label="Loading product" className={pageShell}>
      <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', tablet: '1fr 1fr' }, gap: { base: '6', sm: '10' } })}>
        <Skeleton className={css({ aspectRatio: 'square', borderRadius: 'card' })} />
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
          <Skeleton shape="text" width="30%" />
          <Skeleton height="2rem" width="80%" />
          <Skeleton shape="text" width="20%" />
          <Skeleton height="1.75rem" width="25%" />
          <Skeleton height="4rem" />
          <Skeleton height="7.5rem" />
        </div>
      </div>
    </LoadingRegion>
  );
}

import { css } from 'styled-system/css';
import { LoadingRegion, Skeleton } from '@/web/ui/skeleton';
import { storePageShell } from './store-page-styles';

/** The store page's shape while the store list loads. */
export function StorePagePending() {
  return (
    <LoadingRegion label="Loading store…" className={storePageShell}>
      <div className={css({ display: 'grid', gap: '8', gridTemplateColumns: { base: '1fr', sm: 'minmax(0, 6fr) minmax(0, 5fr)' } })}>
        <Skeleton className={css({ aspectRatio: '4/3', borderRadius: 'card' })} />
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
          <Skeleton shape="text" width="60%" height="2.25rem" />
          <Skeleton shape="text" width="80%" />
          <Skeleton height="3rem" width="70%" className={css({ borderRadius: 'pill' })} />
          <Skeleton height="9rem" className={css({ borderRadius: 'card' })} />
        </div>
      </div>
    </LoadingRegion>
  );
}

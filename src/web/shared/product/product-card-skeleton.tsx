import { css } from 'styled-system/css';
import { card } from '@/web/ui/card';
import { Skeleton } from '@/web/ui/skeleton';

/** A tile-shaped placeholder while products load. */
export function ProductCardSkeleton() {
  return (
    <div className={card({ padding: 'none' })} aria-hidden="true">
      <Skeleton className={css({ aspectRatio: 'square', borderRadius: '0' })} />
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', p: '3' })}>
        <Skeleton shape="text" width="35%" />
        <Skeleton shape="text" width="85%" />
        <Skeleton shape="text" width="50%" />
        <Skeleton height="1.5rem" width="30%" />
      </div>
    </div>
  );
}

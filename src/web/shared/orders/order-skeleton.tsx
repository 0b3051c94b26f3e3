import { css } from 'styled-system/css';
import { Card } from '@/web/ui/card';
import { LoadingRegion, Skeleton } from '@/web/ui/skeleton';

/** An order page's shape while it loads (items and details beside the summary); the shopper's and the staff's. */
export function OrderSkeleton({ label }: { label: string }) {
  return (
    <LoadingRegion label={label} className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'minmax(0, 1fr) 22rem' }, gap: '5' })}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
        {[3, 4].map((lines) => (
          <Card key={lines} className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
            <Skeleton width="35%" height="1.5rem" />
            {Array.from({ length: lines }, (_, line) => (
              <Skeleton key={line} height="3rem" />
            ))}
          </Card>
        ))}
      </div>
      <Card className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <Skeleton width="50%" height="1.5rem" />
        {Array.from({ length: 5 }, (_, line) => (
          <Skeleton key={line} shape="text" />
        ))}
      </Card>
    </LoadingRegion>
  );
}

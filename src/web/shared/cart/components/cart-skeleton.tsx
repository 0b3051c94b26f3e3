import { css } from 'styled-system/css';
import { Card } from '@/web/ui/card';
import { LoadingRegion, Skeleton } from '@/web/ui/skeleton';
import { checkoutColumns, column, summaryColumn } from '../styles';

/** The cart's shape while it loads: lines on the left, the summary beside them (never a blank wait). */
export function CartSkeleton({ label = 'Loading your cart' }: { label?: string }) {
  return (
    <LoadingRegion label={label} className={checkoutColumns}>
      <div className={column}>
        <Card className={css({ gap: '4' })}>
          <Skeleton width="30%" height="1.5rem" />
          {[0, 1, 2].map((line) => (
            <div key={line} className={css({ display: 'grid', gridTemplateColumns: '4.5rem 1fr', gap: '3' })}>
              <Skeleton height="4.5rem" />
              <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
                <Skeleton shape="text" width="70%" />
                <Skeleton shape="text" width="40%" />
                <Skeleton height="2.75rem" width="9rem" />
              </div>
            </div>
          ))}
        </Card>
        <Card className={css({ gap: '3' })}>
          <Skeleton width="50%" height="1.25rem" />
          <Skeleton height="3.5rem" />
          <Skeleton height="3.5rem" />
        </Card>
      </div>
      <div className={summaryColumn}>
        <Card className={css({ gap: '3' })}>
          {[60, 45, 45, 70].map((width, index) => (
            <Skeleton key={index} shape="text" width={`${width}%`} />
          ))}
          <Skeleton height="3rem" />
        </Card>
      </div>
    </LoadingRegion>
  );
}

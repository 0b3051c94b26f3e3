import { css } from 'styled-system/css';
import { Card } from './card';
import { LoadingRegion, Skeleton } from './skeleton';

/** A loading list of cards (an order list, the staff queue): three cards of the given lines. */
export function CardListSkeleton({ label, lines }: { label: string; lines: ReadonlyArray<{ width: string; height?: string }> }) {
  return (
    <LoadingRegion label={label} className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      {[0, 1, 2].map((index) => (
        <Card key={index} className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
          {lines.map((line, at) => (line.height ? <Skeleton key={at} width={line.width} height={line.height} /> : <Skeleton key={at} width={line.width} shape="text" />))}
        </Card>
      ))}
    </LoadingRegion>
  );
}

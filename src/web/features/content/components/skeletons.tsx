import { css, cx } from 'styled-system/css';
import { card } from '@/web/ui/card';
import { LoadingRegion, Skeleton } from '@/web/ui/skeleton';
import { articleShell, pageShell } from '../styles';

export const cardGrid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
  gap: { base: '4', tablet: '6' },
});

export function ArticleCardSkeleton() {
  return (
    <div className={cx(card({ variant: 'outline', padding: 'none' }))}>
      <Skeleton className={css({ aspectRatio: '16/9', borderRadius: '0' })} />
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', p: '5' })}>
        <Skeleton shape="text" width="35%" />
        <Skeleton height="1.5rem" width="85%" />
        <Skeleton shape="text" />
        <Skeleton shape="text" width="70%" />
      </div>
    </div>
  );
}

/** Placeholder cards while a list of articles loads. */
export function ArticleGridSkeleton({ count = 3, label = 'Loading articles' }: { count?: number; label?: string }) {
  return (
    <LoadingRegion label={label} className={cardGrid}>
      {Array.from({ length: count }, (_, index) => (
        <ArticleCardSkeleton key={index} />
      ))}
    </LoadingRegion>
  );
}

/** A content page or article while it loads: title, picture, paragraphs. */
export function ArticlePending() {
  return (
    <LoadingRegion label="Loading page" className={articleShell}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        <Skeleton shape="text" width="25%" />
        <Skeleton height="2.75rem" width="90%" />
        <Skeleton className={css({ aspectRatio: '16/9', borderRadius: 'card', mt: '2' })} />
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} shape="text" width={index % 2 ? '92%' : '100%'} />
        ))}
      </div>
    </LoadingRegion>
  );
}

/** A listing page (Learn, News) while it loads. */
export function ListingPending({ label = 'Loading articles' }: { label?: string }) {
  return (
    <div className={pageShell}>
      <Skeleton height="2.75rem" width="40%" className={css({ mb: '8' })} />
      <ArticleGridSkeleton count={6} label={label} />
    </div>
  );
}

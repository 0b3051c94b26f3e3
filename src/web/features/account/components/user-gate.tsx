import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import type { User } from '@/api/user';
import { useMe } from '@/web/data/user-queries';
import { Button } from '@/web/ui/button';
import { LoadingRegion, Skeleton } from '@/web/ui/skeleton';
import { Notice } from '@/web/ui/notice';

/** Skeleton rows in the shape of a form, while the user loads. */
export function FormSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <LoadingRegion label="Loading your account" className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
      {Array.from({ length: rows }, (_, index) => (
        <span key={index} className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          <Skeleton width="8rem" shape="text" />
          <Skeleton height="2.75rem" />
        </span>
      ))}
    </LoadingRegion>
  );
}

/**
 * Renders its children with the signed-in user once loaded: a skeleton until then, and a message
 * with Try Again when the user could not be read.
 */
export function UserGate({ children, fallback }: { children: (user: User) => ReactNode; fallback?: ReactNode }) {
  const me = useMe();
  if (me.data) return <>{children(me.data)}</>;
  if (me.isError) {
    return (
      <Notice tone="error">
        <p>We could not load your account. Check your connection and try again.</p>
        <Button variant="link" onClick={() => void me.refetch()}>
          Try Again
        </Button>
      </Notice>
    );
  }
  return <>{fallback ?? <FormSkeleton />}</>;
}

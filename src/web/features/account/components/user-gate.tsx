import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import type { User } from '@/api/user';
import { isNetworkFailure } from '@/web/data/api-errors';
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

export const ACCOUNT_FAILED = 'We could not load your account. Check your connection and try again.';
export const ACCOUNT_OFFLINE = "Your account needs a connection to load. It will appear as soon as you're back online.";

/**
 * Renders its children with the signed-in user once loaded (or as this device kept it): a skeleton
 * until then, and a message with Try Again when the user could not be read; with no network, that
 * the account loads once back online (the query reruns by itself on reconnect).
 */
export function UserGate({ children, fallback }: { children: (user: User) => ReactNode; fallback?: ReactNode }) {
  const me = useMe();
  if (me.data) return <>{children(me.data)}</>;
  if (me.isError) {
    const offline = isNetworkFailure(me.error);
    return (
      <Notice tone={offline ? 'info' : 'error'}>
        <p>{offline ? ACCOUNT_OFFLINE : ACCOUNT_FAILED}</p>
        <Button variant="link" onClick={() => void me.refetch()}>
          Try Again
        </Button>
      </Notice>
    );
  }
  return <>{fallback ?? <FormSkeleton />}</>;
}

import { lazy, Suspense, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { useSnapshot } from 'valtio';
import { sessionState } from '@/web/state/session';
import { LoadingRegion, Skeleton } from '@/web/ui/skeleton';
import { staffShell } from './styles';

// Reading the account (user-queries) loads only for signed-in people: visitors' first paint skips it.
const LazySignedInSwitch = lazy(() => import('./signed-in-switch').then((m) => ({ default: m.SignedInSwitch })));

export interface PortalSwitchProps {
  /** What visitors and customers see: the screen as it always was. */
  shopper: ReactNode;
  /** What portal users see instead (part 2 §2 "Portal users have a different home", "a different layout"). */
  staff: ReactNode;
  /** Shown while it is not known yet which one applies; a neutral skeleton unless told. */
  pending?: ReactNode;
}

/**
 * One route, two screens: portal users (staff) get the staff terminal's screen, everyone else the
 * shopper's. Visitors get theirs at once; a signed-in person's kind comes from their account.
 */
export function PortalSwitch({ shopper, staff, pending = <PortalPending /> }: PortalSwitchProps) {
  const { userId } = useSnapshot(sessionState);
  if (userId === undefined) return <>{shopper}</>;
  return (
    <Suspense fallback={pending}>
      <LazySignedInSwitch shopper={shopper} staff={staff} pending={pending} />
    </Suspense>
  );
}

function PortalPending() {
  return (
    <LoadingRegion label="Loading" className={staffShell}>
      <Skeleton width="60%" height="2.5rem" />
      <Skeleton height="8rem" className={css({ borderRadius: 'card' })} />
      <Skeleton height="8rem" className={css({ borderRadius: 'card' })} />
    </LoadingRegion>
  );
}

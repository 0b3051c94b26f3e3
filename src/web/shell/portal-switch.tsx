import { lazy, Suspense, useState, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { useSnapshot } from 'valtio';
import { sessionState } from '@/web/state/session';
import { pageShell } from '@/web/ui/page-styles';
import { LoadingRegion, Skeleton } from '@/web/ui/skeleton';
import type { AppUserKind } from '@/web/features/staff/portal-user';
import type { ReportedUserKind } from '@/web/features/staff/user-kind-probe';

// Reading the account (user-queries) loads only for signed-in people: visitors' first paint skips it.
const LazyUserKindProbe = lazy(() => import('@/web/features/staff/user-kind-probe').then((m) => ({ default: m.UserKindProbe })));

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
 *
 * The chosen screen always sits in the same place in the tree, whether the account is still being
 * read or not: a `pending` that is the shopper's own element (the header) is never remounted when
 * the answer comes, so an account menu opened meanwhile stays open.
 */
export function PortalSwitch({ shopper, staff, pending = <PortalPending /> }: PortalSwitchProps) {
  const { userId } = useSnapshot(sessionState);
  const [reported, setReported] = useState<ReportedUserKind>();
  const kind: AppUserKind = userId === undefined ? 'shopper' : reported?.userId === userId ? reported.kind : 'checking';
  return (
    <>
      {kind === 'shopper' ? shopper : kind === 'staff' ? <Suspense fallback={pending}>{staff}</Suspense> : pending}
      {userId !== undefined && (
        <Suspense fallback={null}>
          <LazyUserKindProbe userId={userId} onKind={setReported} />
        </Suspense>
      )}
    </>
  );
}

function PortalPending() {
  return (
    <LoadingRegion label="Loading" className={pageShell({ width: 'wide' })}>
      <Skeleton width="60%" height="2.5rem" />
      <Skeleton height="8rem" className={css({ borderRadius: 'card' })} />
      <Skeleton height="8rem" className={css({ borderRadius: 'card' })} />
    </LoadingRegion>
  );
}

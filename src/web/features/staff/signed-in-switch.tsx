import { Suspense, type ReactNode } from 'react';
import { useAppUserKind } from './portal-user';

/** PortalSwitch for a signed-in person: their account says whether they are staff (part 2 §6). */
export function SignedInSwitch({ shopper, staff, pending }: { shopper: ReactNode; staff: ReactNode; pending: ReactNode }) {
  const kind = useAppUserKind();
  if (kind === 'checking') return <>{pending}</>;
  if (kind === 'shopper') return <>{shopper}</>;
  // Staff screens are their own chunks (ARCHITECTURE.md "staff screens load on demand").
  return <Suspense fallback={pending}>{staff}</Suspense>;
}

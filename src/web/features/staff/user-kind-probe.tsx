import { useLayoutEffect } from 'react';
import { useAppUserKind, type AppUserKind } from './portal-user';

export interface ReportedUserKind {
  userId: number;
  kind: AppUserKind;
}

/**
 * Tells PortalSwitch what the signed-in person is (part 2 §6) once their account is read. It
 * renders nothing: the switch keeps its screens in place, so this lazy part never wraps them.
 * A layout effect, so the answer lands before the browser paints the pending screen.
 */
export function UserKindProbe({ userId, onKind }: { userId: number; onKind: (reported: ReportedUserKind) => void }) {
  const kind = useAppUserKind();
  useLayoutEffect(() => onKind({ userId, kind }), [userId, kind, onKind]);
  return null;
}

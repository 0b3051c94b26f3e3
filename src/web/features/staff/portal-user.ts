import { useSnapshot } from 'valtio';
import { useMe } from '@/web/data/user-queries';
import { sessionState } from '@/web/state/session';

/**
 * Who is using the app: 'staff' for a portal user (part 2 §6), 'shopper' for visitors and customers,
 * 'checking' while a signed-in person's account is still being read (nothing kept on this device).
 * A failed read counts as shopper: the customer screens say themselves what they need.
 */
export type AppUserKind = 'staff' | 'shopper' | 'checking';

export function useAppUserKind(): AppUserKind {
  const { userId } = useSnapshot(sessionState);
  const me = useMe();
  if (userId === undefined) return 'shopper';
  if (me.data) return me.data.is_portal_user ? 'staff' : 'shopper';
  return me.isPending && me.fetchStatus !== 'idle' ? 'checking' : 'shopper';
}

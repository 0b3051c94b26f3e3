import { useSnapshot } from 'valtio';
import { sessionState } from '@/web/state/session';
import { outboxState, userScope } from './scope-state';

/** The signed-in person's waiting writes and whether they are being sent (nothing when signed out). */
export function useUserOutbox() {
  const { userId } = useSnapshot(sessionState);
  return useSnapshot(outboxState(userId === undefined ? undefined : userScope(userId)));
}

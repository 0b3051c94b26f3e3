import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { consoleMeQueryOptions } from '@/web/shared/staff/console-me';
import { sessionState } from '@/web/state/session';
import { AppLink } from '@/web/ui/app-link';
import { navItem } from './nav-styles';

export const CONSOLE_LINK = 'Console';

/**
 * The staff terminal's way into the operator console, for operators and store managers only: the
 * console's own answer (GET /admin/me) says who may use it; a budtender is refused and sees nothing.
 */
export function ConsoleLink() {
  const { userId } = useSnapshot(sessionState);
  const me = useQuery(consoleMeQueryOptions(userId));
  if (!me.data) return null;
  return (
    <AppLink to="/admin" className={navItem}>
      {CONSOLE_LINK}
    </AppLink>
  );
}

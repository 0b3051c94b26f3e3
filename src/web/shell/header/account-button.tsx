import { useRouterState } from '@tanstack/react-router';
import { Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { fromQueryValue } from '@/web/features/auth/safe-return-path';
import { useStartup } from '@/web/shared/startup/use-startup';
import { sessionState } from '@/web/state/session';
import { AppLink } from '@/web/ui/app-link';
import { iconButton } from '@/web/ui/icon-button';
import { UserIcon } from '@/web/ui/shell-icons';
import { LazyAccountMenu } from '../lazy-parts';

/**
 * Visitors: a link to /login with the current path as `from` (encoded once more by the URL, so
 * double-encoded as part 2 §2 says). Signed in, or while start-up renews the session: the account
 * menu (part 1 §2).
 */
export function AccountButton() {
  const { accessToken, restoring } = useSnapshot(sessionState);
  const { store } = useStartup();
  const from = useRouterState({ select: (state) => state.location.href });
  if (!accessToken && !restoring) {
    return (
      <AppLink to="/login" search={{ from: fromQueryValue(from) }} aria-label="Log in" className={iconButton()}>
        <UserIcon />
      </AppLink>
    );
  }
  return (
    <Suspense fallback={<span className={iconButton()} aria-hidden><UserIcon /></span>}>
      <LazyAccountMenu loyaltyOnAccount={store?.loyalty_admin.on_account ?? false} />
    </Suspense>
  );
}

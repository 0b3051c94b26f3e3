import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { css } from 'styled-system/css';
import { ApiRequestError } from '@/web/data/api-errors';
import { LoadFailed } from '@/web/shared/load-failed';
import { consoleMeQueryOptions } from '@/web/shared/staff/console-me';
import { sessionState } from '@/web/state/session';
import { AppLink } from '@/web/ui/app-link';
import { button } from '@/web/ui/button';
import { pageShell } from '@/web/ui/page-styles';
import { LoadingRegion, Skeleton } from '@/web/ui/skeleton';
import { StateMessage } from '@/web/ui/state-message';
import { CONSOLE_OFFLINE } from '../components/console-messages';
import { ConsoleProvider } from './console-context';
import { ConsoleNav } from './console-nav';

/**
 * The operator console's frame (README "The operator console"): who is here decides what they see.
 * The route guard has already sent visitors to sign in; a customer or a budtender gets the server's
 * refusal with a way back, a console user the sections their role allows beside the page.
 */
export function ConsoleFrame({ children }: { children?: ReactNode }) {
  const { userId } = useSnapshot(sessionState);
  const me = useQuery(consoleMeQueryOptions(userId));
  if (me.isPending) {
    return (
      <LoadingRegion label="Loading the console" className={pageShell({ width: 'wide' })}>
        <Skeleton width="40%" height="2.5rem" />
        <Skeleton height="12rem" className={css({ borderRadius: 'card' })} />
      </LoadingRegion>
    );
  }
  if (me.isError) return <ConsoleRefused error={me.error} onRetry={() => void me.refetch()} retrying={me.isFetching} />;
  return (
    <ConsoleProvider me={me.data}>
      <div className={layout}>
        <ConsoleNav />
        <div className={css({ flex: '1', minW: '0' })}>
          {children}
        </div>
      </div>
    </ConsoleProvider>
  );
}

function ConsoleRefused({ error, onRetry, retrying }: { error: Error; onRetry: () => void; retrying: boolean }) {
  const refused = error instanceof ApiRequestError && error.status === 403;
  return (
    <div className={pageShell({ width: 'narrow' })}>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'extrabold' })}>Console</h1>
      {refused ? (
        <StateMessage
          tone="error"
          action={
            <AppLink to="/" className={button({ variant: 'outline', size: 'sm' })}>
              Back to the app
            </AppLink>
          }
        >
          <p>{error.message}</p>
        </StateMessage>
      ) : (
        <LoadFailed error={error} message={error.message} offlineMessage={CONSOLE_OFFLINE} onRetry={onRetry} retrying={retrying} />
      )}
    </div>
  );
}

const layout = css({
  display: 'flex',
  flexDirection: { base: 'column', sm: 'row' },
  alignItems: { sm: 'flex-start' },
  maxW: '1440px',
  mx: 'auto',
  minH: { sm: 'calc(100dvh - 80px)' },
});
